import { Type } from '@sinclair/typebox';
import { askFaq, faqById } from '../../domain/robot-faq';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optText } from '../../http/schemas';
import type { Feature } from '../feature';
import { AskAnswer } from './robot-faq.answers';

/**
 * The help robot's answers (spec §1 help box, §5 robot chat: signed-in users only): the product's
 * FAQ searched by keywords, synonyms and pinyin, each answer with the page that does the thing.
 * Served under the robot host's prefix, next to its secret calls (consul feature).
 */
export const robotFaqFeature: Feature = (app) => {
  endpoint(
    app,
    {
      url: '/robot/ask',
      methods: ['GET', 'POST'],
      tags: ['robot'],
      summary:
        '机器人问答：question 按关键词、同义词、拼音检索常见问题，或 id 直接取一条；data = { matched, id, question, answer, link, related }',
      params: Type.Object({ question: optText(200), id: optText(50) }),
      data: AskAnswer,
      guard: requireUser,
    },
    (p) => (p.id ? faqById(p.id) : null) ?? askFaq(p.question ?? ''),
  );
};
