/** Mails the survey owner about a completed response; payload { responseId, surveyId }. */
export const RESPONSE_ALERT_JOB = "response-alert";
