'use client';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { unstable_getErrorInfo as getErrorInfo } from 'waku/minimal/client';
import { css } from '../../../styled-system/css';
import { BRAND_FA } from '@/lib/constants';
import * as messages from '@/lib/messages';

/**
 * A render error never leaves a blank page (spec 000 §2.2): whatever fails below (a server component that threw,
 * before the shell or inside a Suspense part that streamed later, whose error reaches the browser in the RSC payload;
 * a client component; a lost RSC fetch), the visitor sees a Persian message with a go-home link instead of React
 * unmounting the whole document. waku's own redirects and not-found signals (errors with a location or status 404)
 * pass through untouched: waku's router follows them. `resetKey` (the route's path) clears the error on navigation.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  { error: unknown; failedAt?: string | undefined }
> {
  override state: { error: unknown; failedAt?: string | undefined } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
    if (!isFollowable(error)) console.error('render failed', error, info.componentStack);
  }
  override componentDidUpdate(prev: { resetKey?: string }) {
    if (this.state.error !== null && prev.resetKey !== this.props.resetKey && this.state.failedAt !== this.props.resetKey)
      this.setState({ error: null, failedAt: undefined });
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isFollowable(error)) throw error;
    return (
      <section data-error-fallback role="alert" className={css({ textAlign: 'center', py: '16', px: '4' })}>
        {/* React hoists it into <head>: a page that failed before its own metadata still has a title. */}
        <title>{`${messages.shell.errorFallbackTitle} | ${BRAND_FA}`}</title>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '3' })}>{messages.shell.errorFallbackTitle}</h1>
        <p className={css({ color: 'fg.muted', mb: '6' })}>{messages.shell.errorFallbackText}</p>
        <a href="/" className={css({ color: 'primary.text', textDecoration: 'underline' })}>
          {messages.common.goHome}
        </a>
      </section>
    );
  }
}

/** waku's redirect / not-found errors: its router follows them, so no boundary of ours may swallow them. */
function isFollowable(error: unknown): boolean {
  const info = getErrorInfo(error);
  return !!info && (info.status === 404 || !!info.location);
}
