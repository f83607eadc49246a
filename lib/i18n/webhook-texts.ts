// Studio webhooks (docs/webhooks.md): the dashboard's section on the connections page (the list,
// a disabled endpoint's "failing since" with re-enable, adding one, the limit) and the email to the
// studio's owners when an endpoint is disabled (lib/domain/notifications/webhook-notice.ts).
// The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/webhooks.ts.
import type { Msg } from "./core";

export type WebhookTexts = {
  title: string;
  /** {max}: the subscriptions a studio may have. */
  intro: string;
  none: string;
  url: string;
  events: string;
  allEvents: string;
  status: string;
  active: string;
  /** {at}: when the run of failures began. */
  failingSince: string;
  /** {at}: when the run of failures began (the disabling came later). */
  disabledSince: string;
  /** {error}: the last attempt's reason. */
  lastError: string;
  disabledHint: string;
  /** {url} in the accessible names of a row's buttons. */
  enable: string;
  enableFor: string;
  enabled: string;
  remove: string;
  removeFor: string;
  removeConfirm: string;
  removed: string;
  addTitle: string;
  addUrl: string;
  addHint: string;
  add: string;
  added: string;
  secret: string;
  secretHint: string;
  /** {max}: shown instead of the form once the studio has that many. */
  full: string;
  test: string;
  testFor: string;
  testDelivered: string;
  testFailed: string;
  rotate: string;
  rotateFor: string;
  rotateConfirm: string;
  rotated: string;
  newSecret: string;
  deliveriesTitle: string;
  noDeliveries: string;
  deliveryEvent: string;
  deliveryTime: string;
  deliveryHttp: string;
  deliveryAttempts: string;
  deliveryError: string;
  statusDelivered: string;
  statusFailed: string;
  statusPending: string;
  pingType: string;
  noAnswer: string;
};

/** The email to each owner when an endpoint is disabled (apart: the dashboard's texts go to client components whole). */
export type WebhookEmailTexts = {
  subject: Msg<"url">;
  intro: Msg<"studio" | "url" | "since">;
  lastError: Msg<"error">;
  stopped: Msg<"hours">;
  reenable: string;
  footer: string;
};
