// Who is asking, as far as limits go: the address Cloudflare saw (CF-Connecting-IP), with IPv6
// cut to its /64, the block one subscriber gets to pick addresses from.

export function clientAddress(request: Request): string {
  return addressKey(request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Real-IP") ?? "local");
}

/** IPv4 as is; IPv6 cut to its /64, since one subscriber gets a whole /64 to pick from. */
export function addressKey(ip: string): string {
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
