import { describe, expect, it } from 'vitest';
import {
  amountAfterSave,
  canDeleteGiftCard,
  emptyGiftCardValues,
  generateGiftCode,
  GIFT_CODE_ALPHABET,
  giftCardProblems,
  isGiftCardUsed,
  isGiftCode,
  normaliseGiftCode,
} from '../../../src/domain/catalogue/gift-card';
import { canDeleteProduct, EMPTY_PRODUCT_VALUES, isValidQuantity, normaliseProductCode, productProblems } from '../../../src/domain/catalogue/product';
import { assertCheckoutMethodChange, checkoutMethodProblems, isProtectedDefault } from '../../../src/domain/catalogue/checkout-method';
import { describeProblems, fieldProblemMessage, optionalEmailProblem, optionalPhoneProblem, phoneDigits, requiredCentsProblem } from '../../../src/domain/catalogue/form-rules';
import { imageUrl, isAcceptableImageFile, sniffImageType } from '../../../src/domain/catalogue/image';
import { giftCardFields, giftCardValuesOf, productFields, productValuesOf } from '../../../src/domain/catalogue/contract';
import { DEFAULT_PHONE_SETTING, phoneSettingFromPattern } from '../../../src/domain/phone';
import { prng } from '../prng';
import { isAppError } from '../../../src/domain/errors';
import { englishMessageOf } from '../../../src/domain/error-messages-en';

describe('gift card code', () => {
  it('is 6 uppercase letters or digits drawn from the random source', () => {
    const rand = prng(7);
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = generateGiftCode(rand.next);
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      expect(isGiftCode(code)).toBe(true);
      seen.add(code);
    }
    expect(seen.size).toBe(500);
  });

  it('maps the edges of [0, 1) to the first and last characters', () => {
    expect(generateGiftCode(() => 0)).toBe('AAAAAA');
    expect(generateGiftCode(() => 0.999999999)).toBe('999999');
    // A source that misbehaves (1.0) still yields a valid code.
    expect(generateGiftCode(() => 1)).toBe('999999');
    expect(GIFT_CODE_ALPHABET).toHaveLength(36);
  });

  it('is the same for the same seed', () => {
    expect(generateGiftCode(prng(42).next)).toBe(generateGiftCode(prng(42).next));
  });

  it('normalises typed input and refuses other shapes', () => {
    expect(normaliseGiftCode(' ab 12cd ')).toBe('AB12CD');
    expect(isGiftCode('AB12C')).toBe(false);
    expect(isGiftCode('AB12CDE')).toBe(false);
    expect(isGiftCode('ab12cd')).toBe(false);
    expect(isGiftCode('AB-2CD')).toBe(false);
  });
});

describe('gift card form rules', () => {
  const phone = DEFAULT_PHONE_SETTING;
  const valid = { ...emptyGiftCardValues('ABC123'), content: 'Happy birthday', value: 5000, price: 4500 };

  it('accepts a complete card', () => {
    expect(giftCardProblems(valid, phone)).toEqual({});
  });

  it('requires code, content, value and price', () => {
    expect(giftCardProblems(emptyGiftCardValues(''), phone)).toEqual({
      code: { code: 'REQUIRED' }, content: { code: 'REQUIRED' }, value: { code: 'REQUIRED' }, price: { code: 'REQUIRED' },
    });
  });

  it('checks the phones against the branch setting with the spec messages', () => {
    const short = giftCardProblems({ ...valid, recipientPhone: '416 555' }, phone);
    expect(short.recipientPhone).toEqual({ code: 'PHONE_LENGTH', length: 10 });
    expect(fieldProblemMessage(short.recipientPhone!)).toBe('Please enter 10 digits number');
    const letters = giftCardProblems({ ...valid, phoneNumberPayer: '416 CALL ME' }, phone);
    expect(fieldProblemMessage(letters.phoneNumberPayer!)).toBe('Phone is invalid!');
    expect(giftCardProblems({ ...valid, recipientPhone: '(416) 555-0123' }, phoneSettingFromPattern('(000) 000-0000'))).toEqual({});
    // Another branch with 11 digits.
    expect(giftCardProblems({ ...valid, recipientPhone: '4165550123' }, phoneSettingFromPattern('0 000 000 0000')).recipientPhone).toEqual({
      code: 'PHONE_LENGTH', length: 11,
    });
  });

  it('refuses a zero value, a bad email and a bad end date, but a free card is fine', () => {
    const problems = giftCardProblems({ ...valid, value: 0, recipientEmail: 'x@', endDate: '2026-02-30' }, phone);
    expect(problems).toEqual({ value: { code: 'MUST_BE_POSITIVE' }, recipientEmail: { code: 'EMAIL_INVALID' }, endDate: { code: 'DATE_INVALID' } });
    expect(giftCardProblems({ ...valid, price: 0 }, phone)).toEqual({});
    expect(giftCardProblems({ ...valid, value: 10_000_001 }, phone)).toEqual({ value: { code: 'AMOUNT_TOO_LARGE' } });
  });

  it('sets the amount to the value while no money moved, and keeps it after', () => {
    expect(amountAfterSave({ value: 7500, currentAmount: null, hasActions: false })).toBe(7500);
    expect(amountAfterSave({ value: 7500, currentAmount: 5000, hasActions: false })).toBe(7500);
    expect(amountAfterSave({ value: 7500, currentAmount: 1200, hasActions: true })).toBe(1200);
  });

  it('may delete only a card with no actions, carts or bills; knows a used card', () => {
    expect(canDeleteGiftCard({ actions: 0, cartItems: 0, bills: 0 })).toBe(true);
    expect(canDeleteGiftCard({ actions: 1, cartItems: 0, bills: 0 })).toBe(false);
    expect(canDeleteGiftCard({ actions: 0, cartItems: 1, bills: 0 })).toBe(false);
    expect(canDeleteGiftCard({ actions: 0, cartItems: 0, bills: 1 })).toBe(false);
    expect(isGiftCardUsed({ value: 5000, amount: 5000 })).toBe(false);
    expect(isGiftCardUsed({ value: 5000, amount: 0 })).toBe(true);
  });
});

describe('shared field rules', () => {
  it('phones: empty is fine, digits only once punctuation is dropped', () => {
    expect(optionalPhoneProblem('', DEFAULT_PHONE_SETTING)).toBeUndefined();
    expect(optionalPhoneProblem('  ', DEFAULT_PHONE_SETTING)).toBeUndefined();
    expect(phoneDigits('+1 (416) 555-0123')).toBe('14165550123');
    expect(optionalPhoneProblem('416.555.0123', DEFAULT_PHONE_SETTING)).toBeUndefined();
  });

  it('emails and amounts', () => {
    expect(optionalEmailProblem('emma@example.com')).toBeUndefined();
    expect(optionalEmailProblem('emma example.com')).toEqual({ code: 'EMAIL_INVALID' });
    expect(optionalEmailProblem(`${'a'.repeat(200)}@x.co`)).toEqual({ code: 'TOO_LONG', max: 200 });
    expect(requiredCentsProblem(null)).toEqual({ code: 'REQUIRED' });
    expect(requiredCentsProblem(12.5)).toEqual({ code: 'REQUIRED' });
    expect(requiredCentsProblem(-1)).toEqual({ code: 'REQUIRED' });
    expect(requiredCentsProblem(0)).toBeUndefined();
    expect(requiredCentsProblem(0, { positive: true })).toEqual({ code: 'MUST_BE_POSITIVE' });
  });

  it('words a refusal field by field', () => {
    expect(describeProblems({ content: { code: 'REQUIRED' }, recipientPhone: { code: 'PHONE_LENGTH', length: 10 }, note: undefined })).toBe(
      'content: Please fill out this field; recipientPhone: Please enter 10 digits number',
    );
  });
});

describe('product rules', () => {
  it('uppercases the code and requires code, name and price', () => {
    expect(normaliseProductCode('  hair-oil ')).toBe('HAIR-OIL');
    expect(productProblems(EMPTY_PRODUCT_VALUES)).toEqual({ code: { code: 'REQUIRED' }, name: { code: 'REQUIRED' }, price: { code: 'REQUIRED' } });
    expect(productProblems({ ...EMPTY_PRODUCT_VALUES, code: 'oil_1', name: 'Oil', price: 0 })).toEqual({});
    expect(productProblems({ ...EMPTY_PRODUCT_VALUES, code: 'OIL 1', name: 'Oil', price: 100 }).code).toEqual({ code: 'CODE_FORMAT' });
    expect(productProblems({ ...EMPTY_PRODUCT_VALUES, code: 'X'.repeat(31), name: 'Oil', price: 100 }).code).toEqual({ code: 'TOO_LONG', max: 30 });
  });

  it('a product in a cart stays; quantities are whole and at least 1', () => {
    expect(canDeleteProduct({ cartItems: 0 })).toBe(true);
    expect(canDeleteProduct({ cartItems: 2 })).toBe(false);
    expect([1, 2, 10].every(isValidQuantity)).toBe(true);
    expect([0, -1, 1.5, Number.NaN].some(isValidQuantity)).toBe(false);
  });
});

describe('checkout method rules', () => {
  const def = { isDefault: true, active: true };
  const other = { isDefault: false, active: true };
  const refused = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      // The English the server answers with: the error itself carries its code.
      if (isAppError(error)) return englishMessageOf(error);
      throw error;
    }
    return null;
  };

  it('refuses to delete, deactivate or un-default the default method, with the spec message', () => {
    const message = 'Please set another checkout method as default before deleting or deactivating this method.';
    expect(refused(() => assertCheckoutMethodChange(def, null))).toBe(message);
    expect(refused(() => assertCheckoutMethodChange(def, { isDefault: true, active: false }))).toBe(message);
    expect(refused(() => assertCheckoutMethodChange(def, { isDefault: false, active: true }))).toBe(message);
    expect(isProtectedDefault(def)).toBe(true);
  });

  it('lets other methods change freely, and the default keep its flags', () => {
    expect(refused(() => assertCheckoutMethodChange(def, def))).toBeNull();
    expect(refused(() => assertCheckoutMethodChange(other, null))).toBeNull();
    expect(refused(() => assertCheckoutMethodChange(other, { isDefault: false, active: false }))).toBeNull();
    expect(refused(() => assertCheckoutMethodChange(other, def))).toBeNull();
  });

  it('form: code, name and priority required; a default must be active', () => {
    expect(checkoutMethodProblems({ code: '', name: '', priority: null, isDefault: false, active: true })).toEqual({
      code: { code: 'REQUIRED' }, name: { code: 'REQUIRED' }, priority: { code: 'REQUIRED' },
    });
    expect(checkoutMethodProblems({ code: 'card', name: 'Card', priority: 2, isDefault: true, active: false })).toEqual({ active: { code: 'DEFAULT_ACTIVE' } });
    expect(checkoutMethodProblems({ code: 'card', name: 'Card', priority: 10_000, isDefault: false, active: true })).toEqual({ priority: { code: 'AMOUNT_TOO_LARGE' } });
  });
});

describe('pictures', () => {
  it('reads the type from the first bytes, never the name', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF1234WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('RIFF1234WAVE'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array([]))).toBeNull();
  });

  it('the browser checks declared type and size before sending', () => {
    expect(isAcceptableImageFile({ type: 'image/png', size: 1000 })).toBe(true);
    expect(isAcceptableImageFile({ type: 'image/svg+xml', size: 1000 })).toBe(false);
    expect(isAcceptableImageFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(false);
    expect(isAcceptableImageFile({ type: 'image/png', size: 0 })).toBe(false);
    expect(imageUrl('abc')).toBe('/api/tenant/public/image/abc');
  });
});

describe('multipart fields', () => {
  it('turn text into typed gift card values (cents, trimmed, uppercased code)', () => {
    const fields = giftCardFields.parse({ branchId: '7f1c0a4e-2b9b-4c39-9d53-6b8f1e0b2a11', code: ' abc123 ', content: ' Hi ', value: '5000', price: '' });
    expect(giftCardValuesOf(fields)).toMatchObject({ code: 'ABC123', content: 'Hi', value: 5000, price: null, endDate: null, recipientPhone: '' });
    expect(giftCardFields.safeParse({ branchId: '7f1c0a4e-2b9b-4c39-9d53-6b8f1e0b2a11', value: '12.50' }).success).toBe(false);
    expect(giftCardFields.safeParse({ branchId: 'nope' }).success).toBe(false);
  });

  it('turn text into typed product values', () => {
    const fields = productFields.parse({ branchId: '7f1c0a4e-2b9b-4c39-9d53-6b8f1e0b2a11', code: 'oil', name: 'Oil', price: '1200', active: 'false' });
    expect(productValuesOf(fields)).toEqual({ code: 'OIL', name: 'Oil', price: 1200, active: false, description: '' });
    expect(productFields.safeParse({ branchId: '7f1c0a4e-2b9b-4c39-9d53-6b8f1e0b2a11', active: 'yes' }).success).toBe(false);
  });
});
