// SMS through Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form body
// To/From/Body, HTTP basic auth). The base URL is configurable so tests use a local fake.
export type TwilioConfig = { baseUrl: string; accountSid: string; authToken: string; from: string };

export async function sendSms(cfg: TwilioConfig, msg: { to: string; text: string }): Promise<void> {
  const url = `${cfg.baseUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(cfg.accountSid)}/Messages.json`;
  const res = await fetch(url, {
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString("base64")}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ To: msg.to, From: cfg.from, Body: msg.text }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`Twilio answered ${res.status}`);
}
