/**
 * The messages the salon sends a customer, their variables and the built-in words each
 * starts from in the three languages. A branch may replace the words with its own template
 * (same kind, channel and language); `{variable}` marks where a value goes.
 */
import type { Language } from '../api';
import { NotificationChannel } from '../catalogue/paths';

export const MessageKind = {
  /** A booking is made (online or at the desk) or its SMS is sent again. */
  BOOKING_CONFIRMATION: 'BOOKING_CONFIRMATION',
  /** An online booking that waits for the front desk's confirmation (CONFIRM_BOOKING_ONLINE). */
  BOOKING_REQUEST_RECEIVED: 'BOOKING_REQUEST_RECEIVED',
  /** The configured reminder hours before a booking starts. */
  BOOKING_REMINDER: 'BOOKING_REMINDER',
  /** After a paid bill: the link to leave a review. */
  REVIEW_REQUEST: 'REVIEW_REQUEST',
  /** The starting words of an SMS campaign's message (/sms-campaign), left unfilled in the form. */
  SMS_CAMPAIGN: 'SMS_CAMPAIGN',
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];
export const MESSAGE_KINDS: readonly MessageKind[] = Object.values(MessageKind);

export const MessageVariable = {
  CUSTOMER_NAME: 'customerName',
  BRANCH_NAME: 'branchName',
  BRANCH_PHONE: 'branchPhone',
  BOOKING_CODE: 'bookingCode',
  /** The booking's day and time on the branch wall clock, YYYY-MM-DD and HH:mm. */
  DATE: 'date',
  TIME: 'time',
  SERVICES: 'services',
  TECHNICIAN: 'technician',
  /** Money already formatted ($12.50). */
  AMOUNT: 'amount',
  LINK: 'link',
} as const;
export type MessageVariable = (typeof MessageVariable)[keyof typeof MessageVariable];

export type MessageVars = Partial<Record<MessageVariable, string>>;

const V = MessageVariable;
const BOOKING_VARS = [V.CUSTOMER_NAME, V.BRANCH_NAME, V.BRANCH_PHONE, V.BOOKING_CODE, V.DATE, V.TIME, V.SERVICES, V.TECHNICIAN] as const;
/** What an SMS campaign fills per recipient: it is about the customer, not a booking. */
export const CAMPAIGN_VARIABLES = [V.CUSTOMER_NAME, V.BRANCH_NAME] as const;

/** The variables each kind fills; a template may use only these. */
export const KIND_VARIABLES: Record<MessageKind, readonly MessageVariable[]> = {
  BOOKING_CONFIRMATION: BOOKING_VARS,
  BOOKING_REQUEST_RECEIVED: BOOKING_VARS,
  BOOKING_REMINDER: BOOKING_VARS,
  REVIEW_REQUEST: [V.CUSTOMER_NAME, V.BRANCH_NAME, V.BRANCH_PHONE, V.AMOUNT, V.DATE, V.LINK],
  SMS_CAMPAIGN: CAMPAIGN_VARIABLES,
};

const BOTH = [NotificationChannel.SMS, NotificationChannel.EMAIL] as const;
/**
 * The channels a branch keeps a template of each kind for. Campaigns go by SMS only, so the
 * email template screen does not offer their words (nor saves them).
 */
export const KIND_CHANNELS: Record<MessageKind, readonly NotificationChannel[]> = {
  BOOKING_CONFIRMATION: BOTH,
  BOOKING_REQUEST_RECEIVED: BOTH,
  BOOKING_REMINDER: BOTH,
  REVIEW_REQUEST: BOTH,
  SMS_CAMPAIGN: [NotificationChannel.SMS],
};

/** The kinds a template screen of this channel lists. */
export function kindsOf(channel: NotificationChannel): MessageKind[] {
  return MESSAGE_KINDS.filter((kind) => KIND_CHANNELS[kind].includes(channel));
}

export type MessageWords = { subject: string; sms: string; email: string };

/**
 * The built-in words, used until a branch saves its own template. SMS_CAMPAIGN's subject and
 * email are not sent (the kind is SMS only) but kept real, so every kind has one shape.
 */
export const BUILT_IN_MESSAGES: Record<MessageKind, Record<Language, MessageWords>> = {
  BOOKING_CONFIRMATION: {
    en: {
      subject: 'Your appointment at {branchName}',
      sms: '{branchName}: hello {customerName}, your appointment {bookingCode} is booked for {date} at {time}. See you soon!',
      email: 'Hello {customerName},\n\nYour appointment {bookingCode} at {branchName} is booked for {date} at {time}.\nServices: {services}\n\nTo change it, call us at {branchPhone}.\n\nSee you soon!\n{branchName}',
    },
    fr: {
      subject: 'Votre rendez-vous chez {branchName}',
      sms: '{branchName} : bonjour {customerName}, votre rendez-vous {bookingCode} est prévu le {date} à {time}. À bientôt !',
      email: 'Bonjour {customerName},\n\nVotre rendez-vous {bookingCode} chez {branchName} est prévu le {date} à {time}.\nServices : {services}\n\nPour le modifier, appelez-nous au {branchPhone}.\n\nÀ bientôt !\n{branchName}',
    },
    vi: {
      subject: 'Lịch hẹn của bạn tại {branchName}',
      sms: '{branchName}: xin chào {customerName}, lịch hẹn {bookingCode} của bạn vào {date} lúc {time}. Hẹn gặp lại!',
      email: 'Xin chào {customerName},\n\nLịch hẹn {bookingCode} của bạn tại {branchName} vào {date} lúc {time}.\nDịch vụ: {services}\n\nĐể thay đổi, vui lòng gọi {branchPhone}.\n\nHẹn gặp lại!\n{branchName}',
    },
  },
  BOOKING_REQUEST_RECEIVED: {
    en: {
      subject: 'We received your booking request at {branchName}',
      sms: '{branchName}: hello {customerName}, we received your request {bookingCode} for {date} at {time}. We will confirm it shortly.',
      email: 'Hello {customerName},\n\nWe received your booking request {bookingCode} at {branchName} for {date} at {time}.\nServices: {services}\n\nThe front desk will confirm it shortly. Questions? Call us at {branchPhone}.\n\n{branchName}',
    },
    fr: {
      subject: 'Nous avons reçu votre demande de rendez-vous chez {branchName}',
      sms: '{branchName} : bonjour {customerName}, nous avons reçu votre demande {bookingCode} pour le {date} à {time}. Nous la confirmerons sous peu.',
      email: 'Bonjour {customerName},\n\nNous avons reçu votre demande de rendez-vous {bookingCode} chez {branchName} pour le {date} à {time}.\nServices : {services}\n\nL’accueil la confirmera sous peu. Des questions ? Appelez-nous au {branchPhone}.\n\n{branchName}',
    },
    vi: {
      subject: 'Chúng tôi đã nhận yêu cầu đặt lịch của bạn tại {branchName}',
      sms: '{branchName}: xin chào {customerName}, chúng tôi đã nhận yêu cầu {bookingCode} vào {date} lúc {time}. Chúng tôi sẽ sớm xác nhận.',
      email: 'Xin chào {customerName},\n\nChúng tôi đã nhận yêu cầu đặt lịch {bookingCode} tại {branchName} vào {date} lúc {time}.\nDịch vụ: {services}\n\nQuầy lễ tân sẽ sớm xác nhận. Nếu có câu hỏi, vui lòng gọi {branchPhone}.\n\n{branchName}',
    },
  },
  BOOKING_REMINDER: {
    en: {
      subject: 'Reminder: your appointment at {branchName}',
      sms: '{branchName}: reminder, {customerName}, your appointment {bookingCode} is on {date} at {time}. To change it call {branchPhone}.',
      email: 'Hello {customerName},\n\nA reminder of your appointment {bookingCode} at {branchName} on {date} at {time}.\nServices: {services}\n\nTo change it, call us at {branchPhone}.\n\n{branchName}',
    },
    fr: {
      subject: 'Rappel : votre rendez-vous chez {branchName}',
      sms: '{branchName} : rappel, {customerName}, votre rendez-vous {bookingCode} est le {date} à {time}. Pour le modifier, appelez le {branchPhone}.',
      email: 'Bonjour {customerName},\n\nUn rappel de votre rendez-vous {bookingCode} chez {branchName} le {date} à {time}.\nServices : {services}\n\nPour le modifier, appelez-nous au {branchPhone}.\n\n{branchName}',
    },
    vi: {
      subject: 'Nhắc lịch hẹn của bạn tại {branchName}',
      sms: '{branchName}: nhắc bạn {customerName}, lịch hẹn {bookingCode} vào {date} lúc {time}. Để thay đổi, vui lòng gọi {branchPhone}.',
      email: 'Xin chào {customerName},\n\nXin nhắc lịch hẹn {bookingCode} của bạn tại {branchName} vào {date} lúc {time}.\nDịch vụ: {services}\n\nĐể thay đổi, vui lòng gọi {branchPhone}.\n\n{branchName}',
    },
  },
  REVIEW_REQUEST: {
    en: {
      subject: 'How was your visit to {branchName}?',
      sms: '{branchName}: thank you for your visit, {customerName}! Tell us how it went: {link}',
      email: 'Hello {customerName},\n\nThank you for your visit to {branchName} on {date} ({amount}).\nTell us how it went, it takes a minute:\n{link}\n\n{branchName}',
    },
    fr: {
      subject: 'Comment s’est passée votre visite chez {branchName} ?',
      sms: '{branchName} : merci de votre visite, {customerName} ! Dites-nous comment ça s’est passé : {link}',
      email: 'Bonjour {customerName},\n\nMerci de votre visite chez {branchName} le {date} ({amount}).\nDites-nous comment ça s’est passé, cela prend une minute :\n{link}\n\n{branchName}',
    },
    vi: {
      subject: 'Chuyến ghé thăm {branchName} của bạn thế nào?',
      sms: '{branchName}: cảm ơn bạn đã ghé thăm, {customerName}! Hãy cho chúng tôi biết cảm nhận của bạn: {link}',
      email: 'Xin chào {customerName},\n\nCảm ơn bạn đã ghé thăm {branchName} vào {date} ({amount}).\nHãy cho chúng tôi biết cảm nhận của bạn, chỉ mất một phút:\n{link}\n\n{branchName}',
    },
  },
  SMS_CAMPAIGN: {
    en: {
      subject: 'News from {branchName}',
      sms: '{branchName}: hello {customerName}! We have something new for you this month. Book your next visit with us, we look forward to seeing you!',
      email: 'Hello {customerName},\n\nWe have something new for you this month at {branchName}.\nBook your next visit with us, we look forward to seeing you!\n\n{branchName}',
    },
    fr: {
      subject: 'Des nouvelles de {branchName}',
      sms: '{branchName} : bonjour {customerName} ! Nous avons du nouveau pour vous ce mois-ci. Réservez votre prochaine visite, au plaisir de vous revoir !',
      email: 'Bonjour {customerName},\n\nNous avons du nouveau pour vous ce mois-ci chez {branchName}.\nRéservez votre prochaine visite, au plaisir de vous revoir !\n\n{branchName}',
    },
    vi: {
      subject: 'Tin mới từ {branchName}',
      sms: '{branchName}: xin chào {customerName}! Tháng này chúng tôi có điều mới dành cho bạn. Hãy đặt lịch ghé thăm lần tới, rất mong được gặp lại bạn!',
      email: 'Xin chào {customerName},\n\nTháng này {branchName} có điều mới dành cho bạn.\nHãy đặt lịch ghé thăm lần tới, rất mong được gặp lại bạn!\n\n{branchName}',
    },
  },
};

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** Puts the values in; a variable without a value becomes empty, an unknown `{word}` stays. */
export function fillTemplate(text: string, vars: MessageVars, known: readonly MessageVariable[] = Object.values(MessageVariable)): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const variable = known.find((v) => v === name);
    return variable === undefined ? whole : (vars[variable] ?? '');
  });
}

/** The `{words}` of a text that are not variables of the kind: a template editor refuses them. */
export function unknownVariables(text: string, kind: MessageKind): string[] {
  const known = KIND_VARIABLES[kind];
  const found = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!known.some((v) => v === name)) found.add(name);
  }
  return [...found];
}
