import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { PageMeta } from '../layout/PageMeta';

/**
 * A results URL that cannot be searched (the product's search problem, composed from src/lib/search-problems.ts): the
 * Persian reason and a way back to the product's search form. The edge answers it with status 400 (search-prefetch.ts).
 */
export function SearchProblem({
  productName,
  formPath,
  message,
}: {
  /** The product's Persian name: «جستجوی {name}» is the heading. */
  productName: string;
  /** The product's search form, where "search again" leads. */
  formPath: string;
  message: string;
}) {
  const heading = `جستجوی ${productName}`;
  return (
    <>
      <PageMeta title={heading} description={message} noindex />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>{heading}</h1>
      <div
        role="alert"
        data-testid="search-problem"
        className={css({ bg: 'red.3', color: 'red.11', p: '4', borderRadius: 'l3', display: 'grid', gap: '3', justifyItems: 'start' })}
      >
        <p>{message}</p>
        <a href={formPath} className={css({ color: 'primary.text', textDecoration: 'underline', fontWeight: 'medium' })}>
          {messages.searchInput.searchAgain}
        </a>
      </div>
    </>
  );
}
