import type { Catalog } from "../catalog";

export const codeMessage: Catalog["codeMessage"] = {
  subject: "Your {studio} verification code",
  lead: "Your code to book at {studio} is:",
  expires: "It expires in {minutes} minutes.",
  ignore: "If you did not ask for it, ignore this message.",
  sms: "{code} is your code to book at {studio}. It expires in {minutes} minutes.",
};
