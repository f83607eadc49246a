import type { z } from "zod";
import type { StudioFile } from "../studios/import";

/** The studio file as written (input side): what the settings read returns and a save merges into. */
export type StudioJson = z.input<typeof StudioFile>;
