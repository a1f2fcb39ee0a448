/** @jest-environment node */
import { inviteLinkFor } from '@/lib/inviteLink';

describe("an agent's mobile invite link", () => {
  test("names the agent's code and language beside the platform's token", () => {
    expect(inviteLinkFor('https://m.example/#/Register?token=abc123', { code: 'INV1002', lang: 'en' })).toBe(
      'https://m.example/#/Register?token=abc123&code=INV1002&lang=en',
    );
  });

  test('keeps what the address already names, and what is not known', () => {
    expect(inviteLinkFor('https://m.example/#/Register?token=t&code=X1', { code: 'INV1002', lang: 'th' })).toBe(
      'https://m.example/#/Register?token=t&code=X1&lang=th',
    );
    expect(inviteLinkFor('https://m.example/#/Register?token=t', { code: '', lang: '' })).toBe(
      'https://m.example/#/Register?token=t',
    );
    expect(inviteLinkFor('https://m.example/#/Register', { code: 'INV1002' })).toBe(
      'https://m.example/#/Register?code=INV1002',
    );
  });

  test("leaves an address without the app's hash route (the desktop site's) as it is", () => {
    expect(inviteLinkFor('https://pc.example/register?token=t', { code: 'INV1002', lang: 'en' })).toBe(
      'https://pc.example/register?token=t',
    );
  });
});
