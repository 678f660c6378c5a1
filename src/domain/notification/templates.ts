/**
 * The words of the gift-card messages, in the branch language. Booking and review messages
 * are in `message-kinds.ts`, which a branch's own templates replace.
 */
import type { Language } from '../api';
import { formatMoney, type Cents } from '../money';

export type GiftCardMessageInput = {
  language: Language;
  branchName: string;
  code: string;
  content: string;
  value: Cents;
  moneySymbol: string;
  recipientName: string | null;
  endDate: string | null;
};

export type EmailMessage = { subject: string; body: string };

const giftWords = {
  en: {
    subject: (branch: string) => `Your gift card from ${branch}`,
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (branch: string, value: string) => `You have received a gift card of ${value} to use at ${branch}.`,
    code: (code: string) => `Gift card code: ${code}`,
    until: (date: string) => `Valid until ${date}.`,
    closing: 'Show this code at the front desk when you pay.',
    sms: (branch: string, value: string, code: string) => `${branch}: you have received a gift card of ${value}. Code: ${code}.`,
  },
  fr: {
    subject: (branch: string) => `Votre carte-cadeau de ${branch}`,
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (branch: string, value: string) => `Vous avez reçu une carte-cadeau de ${value} à utiliser chez ${branch}.`,
    code: (code: string) => `Code de la carte-cadeau : ${code}`,
    until: (date: string) => `Valable jusqu’au ${date}.`,
    closing: 'Présentez ce code à l’accueil au moment de payer.',
    sms: (branch: string, value: string, code: string) => `${branch} : vous avez reçu une carte-cadeau de ${value}. Code : ${code}.`,
  },
  vi: {
    subject: (branch: string) => `Thẻ quà tặng của bạn từ ${branch}`,
    hello: (name: string | null) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    intro: (branch: string, value: string) => `Bạn đã nhận được một thẻ quà tặng trị giá ${value} để sử dụng tại ${branch}.`,
    code: (code: string) => `Mã thẻ quà tặng: ${code}`,
    until: (date: string) => `Có hiệu lực đến ${date}.`,
    closing: 'Vui lòng đưa mã này tại quầy lễ tân khi thanh toán.',
    sms: (branch: string, value: string, code: string) => `${branch}: bạn đã nhận được thẻ quà tặng trị giá ${value}. Mã: ${code}.`,
  },
} as const;

export function giftCardEmail(input: GiftCardMessageInput): EmailMessage {
  const w = giftWords[input.language];
  const value = formatMoney(input.value, input.moneySymbol);
  const lines = [
    w.hello(input.recipientName),
    '',
    w.intro(input.branchName, value),
    ...(input.content ? ['', input.content] : []),
    '',
    w.code(input.code),
    ...(input.endDate ? [w.until(input.endDate)] : []),
    '',
    w.closing,
    '',
    input.branchName,
  ];
  return { subject: w.subject(input.branchName), body: lines.join('\n') };
}

export function giftCardSms(input: GiftCardMessageInput): string {
  const w = giftWords[input.language];
  const base = w.sms(input.branchName, formatMoney(input.value, input.moneySymbol), input.code);
  return input.endDate ? `${base} ${w.until(input.endDate)}` : base;
}
