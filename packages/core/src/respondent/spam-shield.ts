/**
 * What the respondent page sends with a submit for the spam shield
 * (docs/decisions/236-spam-shield.md; the server's spam-shield-body.ts reads it): the honeypot's
 * value, empty from a person; the start token the page was served with; the proof-of-work
 * solution when the survey asks for one. Types only: the page carries no schema library.
 */
export interface SubmitShield {
  website: string;
  startToken?: string | undefined;
  challenge?: string;
}
