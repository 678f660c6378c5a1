// What Needs attention says when the server refuses a voucher the tablet took offline (issue 15):
// the new reasons in words, in English and in French.
import { describe, expect, it } from 'vitest';
import { describeRefusal } from '../../../src/features/sync/describe-refusal';
import { catalogI18n } from '../i18n/catalog-i18n';

const en = catalogI18n('en');
const fr = catalogI18n('fr');
const refused = (reason: string) => ({ code: 'VOUCHER_NOT_APPLICABLE', message: 'the server’s words', facts: { code: 'COUPE20', reason } });

describe('a refused voucher in Needs attention', () => {
  it('says a birthday voucher is out of the birthday month, and a voucher that no longer applies to the bill', () => {
    expect(describeRefusal(refused('NOT_BIRTHDAY_MONTH'), en)).toBe(
      "Voucher COUPE20 is a birthday voucher and this is not the customer's birthday month. Remove it from the bill, then take the payment again.",
    );
    expect(describeRefusal(refused('NOTHING_TO_DISCOUNT'), en)).toBe('Voucher COUPE20 now applies to none of the services on this bill. Remove it from the bill, then take the payment again.');
  });
  it('says the dates and the customer in words, in French too', () => {
    expect(describeRefusal(refused('NOT_STARTED'), en)).toBe('Voucher COUPE20 is not valid yet. Remove it from the bill, then take the payment again.');
    expect(describeRefusal(refused('EXPIRED'), en)).toBe('Voucher COUPE20 has expired. Remove it from the bill, then take the payment again.');
    expect(describeRefusal(refused('OTHER_CUSTOMER'), en)).toBe('Voucher COUPE20 belongs to another customer. Remove it from the bill, then take the payment again.');
    expect(describeRefusal(refused('NOTHING_TO_DISCOUNT'), fr)).toBe(
      "Le bon de réduction COUPE20 ne s'applique plus à aucun des services de cette facture. Retirez-le de la facture, puis encaissez de nouveau le paiement.",
    );
  });
});
