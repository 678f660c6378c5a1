import { BillTemplatePath } from '../../../src/domain/bill/bill-template';
import { TemplatePath } from '../../../src/domain/notification/template-contract';
import { Area, type Example } from './probe';

/** Issue 17's message and bill templates: branch settings, probed with the branches' routes. */
export const templateExamples: Record<string, Example> = {
  [`GET ${TemplatePath.LIST}`]: { area: Area.BRANCHES, make: async (w) => ({ query: { branchId: w.downtown, channel: 'SMS' } }) },
  [`POST ${TemplatePath.SAVE}`]: {
    area: Area.BRANCHES,
    make: async (w) => ({
      body: { branchId: w.downtown, kind: 'BOOKING_REMINDER', channel: 'EMAIL', language: 'fr', subject: 'Rappel {branchName}', body: 'Bonjour {customerName}, le {date} à {time}.', cc: 'desk@maple.example', bcc: '' },
    }),
  },
  [`POST ${TemplatePath.RESET}`]: { area: Area.BRANCHES, make: async (w) => ({ body: { branchId: w.downtown, kind: 'REVIEW_REQUEST', channel: 'SMS', language: 'vi' } }) },
  [`GET ${BillTemplatePath.GET}`]: { area: Area.BRANCHES, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`POST ${BillTemplatePath.UPDATE}`]: {
    area: Area.BRANCHES,
    make: async (w) => ({ body: { branchId: w.downtown, header: 'Open 7 days', footer: 'Thank you!', showCustomer: true, showTechnician: false, showBookingCode: true } }),
  },
};
