'use client';
import { Component, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';

/** Error layout fallback (spec 000 §2.2): if the error page itself fails, a plain message with a go-home link. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section data-error-fallback className={css({ textAlign: 'center', py: '16' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '3' })}>{messages.shell.errorFallbackTitle}</h1>
        <p className={css({ color: 'fg.muted', mb: '6' })}>{messages.shell.errorFallbackText}</p>
        <a href="/" className={css({ color: 'primary.text', textDecoration: 'underline' })}>
          {messages.common.goHome}
        </a>
      </section>
    );
  }
}
