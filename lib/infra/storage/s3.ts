// Storage in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through @aws-sdk/client-s3,
// path-style addressing (every one of them accepts it; MinIO needs it). Objects are read by
// guests straight from S3_PUBLIC_URL (a public bucket, R2 public domain or a CDN in front).
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { assertSafeKey, isSafeKey, storageFailed, type Storage } from "./types";
import { fieldOf } from "../../contract/shapes";

export type S3Config = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
};

export const IMMUTABLE = "public, max-age=31536000, immutable";

export function s3Storage(c: S3Config): Storage {
  const client = new S3Client({
    endpoint: c.endpoint,
    region: c.region,
    forcePathStyle: true,
    credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey },
  });
  const base = c.publicUrl.replace(/\/+$/, "");
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      try {
        await client.send(
          new PutObjectCommand({ Bucket: c.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE }),
        );
      } catch (err) {
        throw storageFailed(err);
      }
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const r = await client.send(new GetObjectCommand({ Bucket: c.bucket, Key: key }));
        const bytes = await r.Body!.transformToByteArray();
        return { body: Buffer.from(bytes), contentType: r.ContentType ?? "application/octet-stream" };
      } catch (e) {
        const name = fieldOf(e, "name");
        if (name === "NoSuchKey" || name === "NotFound") return null;
        throw e;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: c.bucket, Key: key }));
    },
    publicUrl: (key) => `${base}/${key}`,
  };
}
