// Amenities and house rules on a room page (from the studio file), both templates.
import type { Catalog } from "@/lib/i18n";
import type { RoomDetails as Details } from "@/lib/site/server/room-details";

export function RoomDetailsBlock({ details, dict, className }: { details: Details; dict: Catalog; className?: string }) {
  if (details.amenities.length === 0 && !details.houseRules) return null;
  return (
    <div className={className} data-testid="room-details">
      {details.amenities.length > 0 && (
        <section aria-labelledby="room-amenities">
          <h2 id="room-amenities">{dict.room.amenities}</h2>
          <ul>
            {details.amenities.map((a, k) => (
              <li key={k}>{a}</li>
            ))}
          </ul>
        </section>
      )}
      {details.houseRules && (
        <section aria-labelledby="room-rules">
          <h2 id="room-rules">{dict.room.houseRules}</h2>
          <p style={{ whiteSpace: "pre-line" }}>{details.houseRules}</p>
        </section>
      )}
    </div>
  );
}
