import { addressPieces } from '@/components/CopyField';

describe('addressPieces', () => {
  it('cuts a link after each slash but inside //, and before ?, & and #, losing nothing', () => {
    const link = 'http://127.0.0.1:39793/#/Register?token=b6189f51&from=wap';
    const pieces = addressPieces(link);
    expect(pieces).toEqual(['http://', '127.0.0.1:39793/', '#/', 'Register', '?token=b6189f51', '&from=wap']);
    expect(pieces.join('')).toBe(link);
  });

  it('keeps an address without those marks whole (a wallet address, an e-mail)', () => {
    expect(addressPieces('TQ7x9mVbN3aLpK2rS8dF4gH6jW1eY5uZc')).toEqual(['TQ7x9mVbN3aLpK2rS8dF4gH6jW1eY5uZc']);
    expect(addressPieces('member01@example.test')).toEqual(['member01@example.test']);
  });
});
