// The two site templates. Each provides the frame (Shell), the home page, the room page and a
// root class that sets its typography; colours come from lib/site/server/theme.ts.
import type { ComponentType, ReactNode } from "react";
import type { TemplateId } from "@/lib/contract/templates";
import type { Room } from "@/lib/contract/schemas";
import type { SitePageProps } from "@/components/site/types";
import type { RoomDetails } from "@/lib/site/server/room-details";
import { StageShell } from "./stage/Shell";
import { StageHome } from "./stage/Home";
import { StageRoom } from "./stage/Room";
import stage from "./stage/stage.module.css";
import { DaylightShell } from "./daylight/Shell";
import { DaylightHome } from "./daylight/Home";
import { DaylightRoom } from "./daylight/Room";
import daylight from "./daylight/daylight.module.css";

export type Template = {
  rootClass: string;
  Shell: ComponentType<SitePageProps & { children: ReactNode; page?: boolean }>;
  Home: ComponentType<SitePageProps>;
  Room: ComponentType<SitePageProps & { room: Room; booking: ReactNode; details?: RoomDetails }>;
};

export const TEMPLATES: Record<TemplateId, Template> = {
  stage: { rootClass: stage.root, Shell: StageShell, Home: StageHome, Room: StageRoom },
  daylight: { rootClass: daylight.root, Shell: DaylightShell, Home: DaylightHome, Room: DaylightRoom },
};
