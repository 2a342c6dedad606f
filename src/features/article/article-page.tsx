import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useCallQuery } from '@/store/use-call';
import { getArticle } from '@/contract/calls/content';
import { useTranslation } from '@/components/use-translation';
import { formatDateTime } from '@/utils/format-date';
import './article-page.css';

/** /article?id=...: a published article, readable without signing in. */
export default function ArticlePage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const { currentData: article, isFetching: loading, error } = useCallQuery(getArticle, { id });

  if (loading) return <Skeleton active className="article-page" />;
  // The public page shows published articles only, even to a signed-in author whose call answers their draft.
  if (error || !article || (article.state && article.state !== 'published'))
    return <main className="article-page article-missing">{t('article.notFound')}</main>;
  return (
    <main className="article-page">
      <article>
        <h1>{article.title}</h1>
        <p className="article-meta">
          {article.orgName && <span>{`${t('article.org')}: ${article.orgName}`}</span>}
          {article.author && <span>{`${t('article.author')}: ${article.author}`}</span>}
          {article.publishTime && <span>{`${t('article.publishTime')}: ${formatDateTime(article.publishTime)}`}</span>}
        </p>
        {/* The server sanitises the content before storing and before answering. */}
        <div className="article-content" dangerouslySetInnerHTML={{ __html: article.content }} />
      </article>
    </main>
  );
}
