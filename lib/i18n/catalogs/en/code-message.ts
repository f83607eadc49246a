import type { Catalog } from "../catalog";
import { MINUTES } from "../../code-message";

export const codeMessage: Catalog["codeMessage"] = {
  subject: (s) => `Your ${s} verification code`,
  lead: (s) => `Your code to book at ${s} is:`,
  expires: `It expires in ${MINUTES} minutes.`,
  ignore: "If you did not ask for it, ignore this message.",
  sms: (s, c) => `${c} is your code to book at ${s}. It expires in ${MINUTES} minutes.`,
};
