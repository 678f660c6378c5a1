/** The SMS and email template screens' reads and saves (server: templateRoutes.ts). */
import type { Language } from '../domain/api';
import type { SavedId } from '../domain/branch/contract';
import type { NotificationChannel } from '../domain/catalogue/paths';
import type { MessageKind } from '../domain/notification/message-kinds';
import { TemplatePath, type TemplateListResult, type TemplateWords } from '../domain/notification/template-contract';
import { apiGet, apiPost } from './api-client';

export type TemplateKeyOf = { branchId: string; kind: MessageKind; channel: NotificationChannel; language: Language };

export const fetchTemplates = (branchId: string, channel: NotificationChannel) => apiGet<TemplateListResult>(TemplatePath.LIST, { branchId, channel });

export const saveTemplate = (key: TemplateKeyOf, words: TemplateWords) => apiPost<SavedId>(TemplatePath.SAVE, { ...key, ...words });

export const resetTemplate = (key: TemplateKeyOf) => apiPost<SavedId>(TemplatePath.RESET, key);
