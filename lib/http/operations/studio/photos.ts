// Room photos (docs/photos.md): owners only.
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { LOCALES } from "../../../contract/locales";
import { z } from "zod";
import { studioOperation, notFound } from "../studio-operation";
import { PhotoId } from "../studio-components";
import { AltText, MAX_ROOM_PHOTOS } from "../../../domain/photos/room-photos";

const PhotoAlt = z.strictObject({ alt: AltText });
const PhotoOrder = z.strictObject({ photoIds: z.array(PhotoId).max(MAX_ROOM_PHOTOS) });

export const studioRoomPhotos = studioOperation({
  operationId: "studioRoomPhotos",
  method: "get",
  path: "/studio/rooms/{roomId}/photos",
  pathParams: { roomId: "room" },
  ownerOnly: "settings",
  summary: "A room's photos",
  description: "In their order on the site, each with its id (a hash of its URL) and its alt text per language.",
  success: { status: 200, content: "json", schema: "RoomPhotosResponse", description: "The photos" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: { RESOURCE_NOT_FOUND: notFound("room") },
});

export const studioUploadRoomPhoto = studioOperation({
  operationId: "studioUploadRoomPhoto",
  method: "post",
  path: "/studio/rooms/{roomId}/photos",
  pathParams: { roomId: "room" },
  changesSite: true,
  ownerOnly: "settings",
  summary: "Add a photo to a room (owners)",
  description: `\`multipart/form-data\` with \`file\` (JPEG, PNG or WebP by content, at most 15 MB and 40 megapixels) and optional ${LOCALES.map((l) => `\`alt.${l}\``).join(", ")}. Metadata (EXIF, location) is removed; sizes are made for the site (docs/photos.md).`,
  success: { status: 201, content: "json", schema: "RoomPhotoUploadResponse", description: "The new photo and the room's photos" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED", "STORAGE_UNAVAILABLE"],
  causes: {
    VALIDATION_ERROR: "No file, a type other than JPEG/PNG/WebP, too large, or too many pixels",
    RESOURCE_NOT_FOUND: notFound("room"),
  },
});

export const studioReorderRoomPhotos = studioOperation({
  operationId: "studioReorderRoomPhotos",
  method: "put",
  path: "/studio/rooms/{roomId}/photos/order",
  pathParams: { roomId: "room" },
  changesSite: true,
  ownerOnly: "settings",
  summary: "Re-order a room's photos (owners)",
  description: "Every photo id of the room, exactly once, in the new order.",
  body: { name: "PhotoOrderRequest", schema: PhotoOrder, required: true, example: { photoIds: ["0f3a9c2b7d1e4a56"] } },
  success: { status: 200, content: "json", schema: "RoomPhotosResponse", description: "The photos in the new order" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: { RESOURCE_NOT_FOUND: notFound("room") },
});

export const studioUpdateRoomPhoto = studioOperation({
  operationId: "studioUpdateRoomPhoto",
  method: "patch",
  path: "/studio/rooms/{roomId}/photos/{photoId}",
  pathParams: { roomId: "room", photoId: "photo" },
  changesSite: true,
  ownerOnly: "settings",
  summary: "Change a photo's alt text (owners)",
  description: "The text screen readers read for the photo, per language.",
  body: {
    name: "PhotoAltRequest",
    schema: PhotoAlt,
    required: true,
    example: { alt: { es: "Sala A con batería", en: "Room A with drum kit" } },
  },
  success: { status: 200, content: "json", schema: "RoomPhotosResponse", description: "The room's photos" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: { RESOURCE_NOT_FOUND: "Unknown room or photo, or one of another studio" },
});

export const studioDeleteRoomPhoto = studioOperation({
  operationId: "studioDeleteRoomPhoto",
  method: "delete",
  path: "/studio/rooms/{roomId}/photos/{photoId}",
  pathParams: { roomId: "room", photoId: "photo" },
  changesSite: true,
  ownerOnly: "settings",
  summary: "Remove a photo from a room (owners)",
  description: "Its files are deleted once no room uses them.",
  success: { status: 200, content: "json", schema: "RoomPhotosResponse", description: "The room's photos without the removed one" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: { RESOURCE_NOT_FOUND: "Unknown room or photo, or one of another studio" },
});
