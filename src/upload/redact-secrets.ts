/**
 * Every secret this process has seen (client secret, access and refresh tokens), so that no
 * printed line can carry one, whatever error text it quotes.
 */
const secrets = new Set<string>();

export function rememberSecret(value: string | null | undefined): void {
  if (typeof value === 'string' && value.length >= 6) secrets.add(value);
}

/** The text with every remembered secret replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join('[redacted]');
  return out.replace(/(Bearer\s+)[A-Za-z0-9._~+/-]+=*/g, '$1[redacted]');
}
