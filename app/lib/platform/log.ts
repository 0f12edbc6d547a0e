// The Worker's logs: one JSON object per line ({ level, msg, ...fields }), as Workers Logs and
// `wrangler tail` index them. Every value goes through JSON.stringify, so a field holding a newline
// (an e-mail typed into the sign-in form) stays inside its string and cannot start a forged line.

type Level = "info" | "warn" | "error";
type Fields = Record<string, unknown>;

/** An error as data: its name and message (and cause), never a multi-line stack in the message. */
function errorFields(error: unknown): unknown {
  if (!(error instanceof Error)) return String(error);
  const out: Fields = { name: error.name, message: error.message };
  if (error.cause !== undefined) out.cause = errorFields(error.cause);
  return out;
}

function line(level: Level, msg: string, fields: Fields): string {
  const data: Fields = { level, msg };
  for (const [key, value] of Object.entries(fields)) data[key] = key === "error" ? errorFields(value) : value;
  try {
    return JSON.stringify(data);
  } catch {
    // A field that cannot be serialized (a cycle, a BigInt) must not cost the log line.
    return JSON.stringify({ level, msg, fields: "unserializable" });
  }
}

export const log = {
  info: (msg: string, fields: Fields = {}) => console.log(line("info", msg, fields)),
  warn: (msg: string, fields: Fields = {}) => console.warn(line("warn", msg, fields)),
  error: (msg: string, fields: Fields = {}) => console.error(line("error", msg, fields)),
};
