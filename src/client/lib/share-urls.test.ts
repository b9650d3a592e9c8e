import { describe, expect, it } from 'vitest';
import { cleanPhone, facebookShareUrl, smsShareUrl, whatsappShareUrl } from './share-urls.ts';

const link = 'https://trips.example.org/share/abc_DEF-123';

describe('share URLs', () => {
  it('builds WhatsApp and Facebook share links with the link encoded', () => {
    expect(whatsappShareUrl(link, 'My Paris trip & plans')).toBe(
      'https://wa.me/?text=My%20Paris%20trip%20%26%20plans%20https%3A%2F%2Ftrips.example.org%2Fshare%2Fabc_DEF-123',
    );
    expect(facebookShareUrl(link)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ftrips.example.org%2Fshare%2Fabc_DEF-123',
    );
  });

  it('builds an sms: URI with a clean number and an encoded body', () => {
    expect(cleanPhone(' +1 (555) 010-9999 ')).toBe('+15550109999');
    expect(cleanPhone('555 0100?body=evil')).toBe('5550100');
    expect(smsShareUrl('+44 20 7946 0000', `Our trip: ${link}`)).toBe(
      'sms:+442079460000?body=Our%20trip%3A%20https%3A%2F%2Ftrips.example.org%2Fshare%2Fabc_DEF-123',
    );
  });
});
