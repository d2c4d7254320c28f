export * from './faq-types';
export { FAQ, FAQ_FALLBACK, askFaq, faqById, type FaqReply } from './faq-search';
