import { pinyin } from 'pinyin-pro';
import { ACCOUNTS_FAQ } from './faq-accounts';
import { CONTESTS_FAQ } from './faq-contests';
import { MARKETS_FAQ } from './faq-markets';
import { TRADING_FAQ } from './faq-trading';
import { TRAINING_FAQ } from './faq-training';
import type { FaqEntry, FaqLink } from './faq-types';

/** The whole knowledge base, in the order ties are broken. */
export const FAQ: readonly FaqEntry[] = [
  ...TRADING_FAQ,
  ...CONTESTS_FAQ,
  ...ACCOUNTS_FAQ,
  ...MARKETS_FAQ,
  ...TRAINING_FAQ,
];

/** Words that mean the same to a user; one present counts for all (weaker than the word itself). */
const SYNONYMS: readonly (readonly string[])[] = [
  ['买', '买入', '购买', '购入'],
  ['卖', '卖出', '抛出'],
  ['股票', '个股', 'a股', '股份'],
  ['银证转账', '转账', '入金', '出金', '资金划转', '转钱'],
  ['融资融券', '两融', '信用交易', '融资', '融券'],
  ['撤单', '撤销', '撤回', '取消委托'],
  ['登录', '登陆'],
  ['手续费', '佣金', '费用', '收费'],
  ['比赛', '竞赛', '大赛'],
  ['排名', '排行', '名次'],
  ['实训', '实践'],
  ['考试', '测验'],
  ['客服', '人工'],
  ['行情', '股价', '报价'],
  ['收益率', '收益', '盈利'],
];

/** Filler that says nothing about the topic. */
const FILLER =
  /怎么|怎样|如何|咋|什么|请问|你好|您好|我想|我要|可以|能不能|为什么|在哪里|在哪|哪里|吗|呢|啊|吧|的|了|是|我|要|去|一下/g;

/** What the robot answers when nothing matches. */
export const FAQ_FALLBACK =
  '抱歉，我还没有学会这个问题。您可以换个说法，或拨打客服热线、使用在线客服咨询。';

const normalize = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}\p{C}]+/gu, (m) => (m.includes('+') ? '+' : ''));

const hasHan = (text: string) => /\p{Script=Han}/u.test(text);

interface IndexedKeyword {
  word: string;
  /** Full pinyin without tones or spaces, e.g. yinzhengzhuanzhang. */
  full: string;
  /** Initials, e.g. yzzz. */
  initials: string;
}

interface IndexedEntry {
  entry: FaqEntry;
  keywords: IndexedKeyword[];
  question: string;
}

const spell = (word: string, pattern: 'pinyin' | 'first'): string =>
  pinyin(word, { pattern, toneType: 'none', type: 'array', v: true })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9+]/g, '');

const INDEX: readonly IndexedEntry[] = FAQ.map((entry) => ({
  entry,
  question: normalize(entry.question),
  keywords: entry.keywords.map((k) => {
    const word = normalize(k);
    return hasHan(word)
      ? { word, full: spell(word, 'pinyin'), initials: spell(word, 'first') }
      : { word, full: '', initials: '' };
  }),
}));

/** Synonyms of words in the question (other members of each group one member of which is present). */
function synonymsOf(q: string): Set<string> {
  const out = new Set<string>();
  for (const group of SYNONYMS) {
    if (group.some((w) => q.includes(w))) group.forEach((w) => out.add(w));
  }
  return out;
}

/** Han bigrams of the question, to compare it with an entry's own wording. */
const bigrams = (q: string): string[] => {
  const han = q.replace(FILLER, ' ');
  const out: string[] = [];
  for (const part of han.split(/[^\p{Script=Han}]+/u)) {
    for (let i = 0; i + 2 <= part.length; i += 1) out.push(part.slice(i, i + 2));
  }
  return out;
};

/** Every keyword in the question that is not part of a longer keyword also in it (续费 in 手续费). */
function wordsIn(q: string): Set<string> {
  const present = new Set(
    INDEX.flatMap((i) => i.keywords.map((k) => k.word)).filter((w) => q.includes(w)),
  );
  return new Set([...present].filter((w) => ![...present].some((o) => o !== w && o.includes(w))));
}

function score(
  item: IndexedEntry,
  words: Set<string>,
  q: string,
  synonyms: Set<string>,
  latin: string[],
): number {
  let total = 0;
  for (const k of item.keywords) {
    if (words.has(k.word)) total += 2 + k.word.length;
    else if (q.includes(k.word)) total += 1;
    else if (synonyms.has(k.word)) total += 1 + k.word.length / 2;
    else if (k.full && latin.some((t) => t === k.initials || t === k.full || t.includes(k.full))) {
      total += 3 + k.word.length;
    }
  }
  for (const b of bigrams(q)) if (item.question.includes(b)) total += 1;
  return total;
}

/** The least score that counts as an answer. */
const THRESHOLD = 3;

/** The robot's reply: the best entry's answer with its page, and related questions. */
export interface FaqReply {
  matched: boolean;
  id: string | null;
  question: string | null;
  answer: string;
  link: FaqLink | null;
  related: { id: string; question: string }[];
}

const brief = (e: FaqEntry) => ({ id: e.id, question: e.question });

/** Questions suggested when nothing matches. */
const STARTERS = ['buy-stock', 'bank-transfer', 'join-contest', 'ranking', 'start-training'];

/** Searches the knowledge base by keywords, synonyms and pinyin (full or initials). */
export function askFaq(question: string): FaqReply {
  const q = normalize(question).slice(0, 200);
  const latin = (q.match(/[a-z]{2,}/g) ?? []).filter((t) => t.length <= 40);
  const synonyms = synonymsOf(q);
  const words = wordsIn(q);
  const ranked = q
    ? INDEX.map((item) => ({ item, s: score(item, words, q, synonyms, latin) }))
        .filter((r) => r.s >= THRESHOLD)
        .sort((a, b) => b.s - a.s)
    : [];
  const best = ranked[0]?.item.entry;
  if (!best) {
    return {
      matched: false,
      id: null,
      question: null,
      answer: FAQ_FALLBACK,
      link: null,
      related: FAQ.filter((e) => STARTERS.includes(e.id)).map(brief),
    };
  }
  return replyOf(
    best,
    ranked.slice(1, 4).map((r) => brief(r.item.entry)),
  );
}

const replyOf = (e: FaqEntry, related: FaqReply['related']): FaqReply => ({
  matched: true,
  id: e.id,
  question: e.question,
  answer: e.answer,
  link: e.link ?? null,
  related,
});

/** The entry with this id (a related question the user clicked), or null. */
export function faqById(id: string): FaqReply | null {
  const e = FAQ.find((x) => x.id === id);
  return e ? replyOf(e, []) : null;
}
