/**
 * The template screens' preview: a template filled with sample values by the same
 * `fillTemplate` the server sends with, so what staff see is what a customer would read.
 */
import { fillTemplate, KIND_VARIABLES, type MessageKind, type MessageVars } from './message-kinds';

/** Sample values of a booking and a paid bill at the branch; names and figures are made up. */
export function sampleVars(branch: { name: string; phone: string }): MessageVars {
  return {
    customerName: 'Anna Nguyen',
    branchName: branch.name,
    branchPhone: branch.phone,
    bookingCode: 'B1024',
    date: '2026-11-27',
    time: '14:30',
    services: 'Gel manicure, Spa pedicure',
    technician: 'Linh',
    amount: '$58.50',
    link: 'https://frontdesk.example/review/7Kq2xP',
  };
}

export function previewTemplate(text: string, kind: MessageKind, vars: MessageVars): string {
  return fillTemplate(text, vars, KIND_VARIABLES[kind]);
}
