// What the guest manage page knows of the studio, read by the page on the server.
/**
 * What the page knows of the studio: its address on one line, a map link, each room's
 * instructions and page path by room name, and whether messages are only simulated here
 * (pre-production without a provider: nothing was sent, so the page must not say it was).
 */
export type StudioInfo = {
  address: string;
  mapUrl: string;
  instructions: Record<string, string>;
  roomPaths: Record<string, string>;
  homePath: string;
  messagesSimulated: boolean;
};
