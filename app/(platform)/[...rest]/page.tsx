// Any path no route matches on the root domain: the platform's 404 (not-found.tsx beside the layout).
import { notFound } from "next/navigation";

export default function Unmatched(): never {
  notFound();
}
