import { describe, expect, it } from 'vitest';
import { BUILT_IN_MESSAGES, MESSAGE_KINDS } from '../../../src/domain/notification/message-kinds';
import { COPY_ADDRESSES_MAX, copyAddresses, SMS_BODY_MAX, smsSize, templateProblems, templateSchema } from '../../../src/domain/notification/template-rules';
import { previewTemplate, sampleVars } from '../../../src/domain/notification/template-preview';
import { problemsOf } from '../../../src/domain/schemas/problems';
import { LANGUAGES } from '../../../src/domain/api';

const sms = (body: string) => ({ subject: '', body, cc: '', bcc: '' });
const email = (over: Partial<{ subject: string; body: string; cc: string; bcc: string }>) => ({ subject: 'Hi {customerName}', body: 'See you {date}', cc: '', bcc: '', ...over });

describe('message template rules', () => {
  it('accepts every built-in text as a template of its own kind', () => {
    for (const kind of MESSAGE_KINDS) {
      for (const language of LANGUAGES) {
        const words = BUILT_IN_MESSAGES[kind][language];
        expect(templateProblems(sms(words.sms), kind, 'SMS')).toEqual({});
        expect(templateProblems({ subject: words.subject, body: words.email, cc: '', bcc: '' }, kind, 'EMAIL')).toEqual({});
      }
    }
  });

  it('refuses a word in braces that the kind does not fill, an empty body and an SMS over three segments', () => {
    expect(templateProblems(sms('Your review: {link}'), 'BOOKING_CONFIRMATION', 'SMS')).toEqual({ body: { code: 'UNKNOWN_VARIABLE' } });
    expect(templateProblems(sms('Your review: {link}'), 'REVIEW_REQUEST', 'SMS')).toEqual({});
    expect(templateProblems(sms('Hi {Customername}'), 'BOOKING_REMINDER', 'SMS')).toEqual({ body: { code: 'UNKNOWN_VARIABLE' } });
    expect(templateProblems(sms(' \n '), 'BOOKING_REMINDER', 'SMS')).toEqual({ body: { code: 'REQUIRED' } });
    expect(templateProblems(sms('a'.repeat(SMS_BODY_MAX)), 'BOOKING_REMINDER', 'SMS')).toEqual({});
    expect(templateProblems(sms('a'.repeat(SMS_BODY_MAX + 1)), 'BOOKING_REMINDER', 'SMS')).toEqual({ body: { code: 'TOO_LONG', max: SMS_BODY_MAX } });
    // An SMS has no subject nor copies: nothing there is checked.
    expect(templateProblems({ subject: '{nope}', body: 'ok', cc: 'bad', bcc: 'bad' }, 'BOOKING_REMINDER', 'SMS')).toEqual({});
  });

  it('checks an email’s subject and its cc and bcc addresses', () => {
    expect(templateProblems(email({ subject: '' }), 'BOOKING_REMINDER', 'EMAIL')).toEqual({ subject: { code: 'REQUIRED' } });
    expect(templateProblems(email({ subject: 'About {amount}' }), 'BOOKING_REMINDER', 'EMAIL')).toEqual({ subject: { code: 'UNKNOWN_VARIABLE' } });
    expect(templateProblems(email({ cc: 'desk@maple.example; owner@maple.example', bcc: 'archive@maple.example' }), 'BOOKING_REMINDER', 'EMAIL')).toEqual({});
    expect(templateProblems(email({ cc: 'desk@maple.example, desk' }), 'BOOKING_REMINDER', 'EMAIL')).toEqual({ cc: { code: 'EMAIL_INVALID' } });
    const many = Array.from({ length: COPY_ADDRESSES_MAX + 1 }, (_, i) => `c${i}@maple.example`).join(', ');
    expect(templateProblems(email({ bcc: many }), 'BOOKING_REMINDER', 'EMAIL')).toEqual({ bcc: { code: 'TOO_MANY', max: COPY_ADDRESSES_MAX } });
    expect(copyAddresses(' a@x.ca,b@x.ca ;  c@x.ca ')).toEqual(['a@x.ca', 'b@x.ca', 'c@x.ca']);
  });

  it('the form’s schema names the same problems at the same fields', () => {
    expect(problemsOf(templateSchema('BOOKING_CONFIRMATION', 'EMAIL'), email({ subject: '', cc: 'x' }))).toEqual({ subject: { code: 'REQUIRED' }, cc: { code: 'EMAIL_INVALID' } });
  });

  it('counts SMS segments: 160 GSM characters in one, 153 per segment beyond; 70 and 67 with letters outside GSM', () => {
    expect(smsSize('')).toEqual({ characters: 0, segments: 0, unicode: false });
    expect(smsSize('é'.repeat(160))).toEqual({ characters: 160, segments: 1, unicode: false });
    expect(smsSize('a'.repeat(161))).toEqual({ characters: 161, segments: 2, unicode: false });
    expect(smsSize('a'.repeat(459)).segments).toBe(3);
    expect(smsSize('ô'.repeat(70))).toEqual({ characters: 70, segments: 1, unicode: true });
    expect(smsSize('Lịch hẹn '.repeat(8)).segments).toBe(2);
  });

  it('previews a template with the sample values by the kind’s variables, leaving other words as typed', () => {
    const vars = sampleVars({ name: 'Downtown Toronto', phone: '416 555 0100' });
    expect(previewTemplate('{branchName}: {customerName}, {date} {time} ({branchPhone})', 'BOOKING_CONFIRMATION', vars)).toBe('Downtown Toronto: Anna Nguyen, 2026-11-27 14:30 (416 555 0100)');
    expect(previewTemplate('{link} {amount}', 'BOOKING_CONFIRMATION', vars)).toBe('{link} {amount}');
    expect(previewTemplate('{link} {amount}', 'REVIEW_REQUEST', vars)).toBe(`${vars.link ?? ''} $58.50`);
  });
});
