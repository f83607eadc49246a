// Any path no page matches on a studio host: the studio's 404 (not-found.tsx of the locale).
import { notFound } from "next/navigation";

export default function Unmatched(): never {
  notFound();
}
