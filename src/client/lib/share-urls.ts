// Addresses that hand a share link to another app: WhatsApp and Facebook web share, and the device's messaging app.

/** WhatsApp's documented click-to-chat link with prefilled text (https://wa.me/?text=...). */
export function whatsappShareUrl(link: string, message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`.trim())}`;
}

/** Facebook's share dialog for a URL. */
export function facebookShareUrl(link: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
}

/** Only what a dial string may hold: digits, a leading +, and the pause / extension characters. */
export function cleanPhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d*#,;]/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** An RFC 5724 sms: URI opening the messaging app with the body filled in (and the number, when given). */
export function smsShareUrl(phone: string, body: string): string {
  return `sms:${cleanPhone(phone)}?body=${encodeURIComponent(body)}`;
}
