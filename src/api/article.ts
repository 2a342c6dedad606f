import { post } from './request';

export interface Article {
  id: string;
  title: string;
  content: string;
  author?: string;
  publishTime?: string;
  orgName?: string;
  channel?: string;
}

/** A published article; readable without a token. */
export const getArticle = (id: string) => post<Article>('/api/article/get', { id });
