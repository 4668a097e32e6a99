// The storefront area's comments (server: src/server/storefront/comments.ts). Shoppers write them on
// the storefront; the panel lists them and shows or hides each one. Store staff moderate only: the
// generic save/update/delete of comments are the admin's (x-access on comment.schema.json).
import type { Comment } from '../../generated/types.js';
import { defineCall, type Page } from './define.js';

export interface CommentListQuery {
  page?: number;
  itens_per_page?: number;
  ordenate_field?: string;
  ordenate_type?: 'asc' | 'desc';
  /** Name or message. */
  q?: string;
  show?: boolean;
  /** Admins: one store. Ignored for store users (always their own). */
  company_id?: number;
}

/** A comment as the panel lists it; company_name only for admins. */
export type CommentRow = Comment & { company_name?: string | null };

export interface CommentActive {
  id: number;
  /** true shows the comment on the storefront; false hides it. */
  show: boolean;
}

export const commentsOfStore = defineCall<CommentListQuery, Page<CommentRow>>(
  '/customer-comments/index-panel-store',
);
export const commentActive = defineCall<CommentActive, CommentRow>('/customer-comments/active-comment');
