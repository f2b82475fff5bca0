import { TextTag } from './TextTag.tsx';

export interface AuthorNameProps {
  name: string | null | undefined;
  /** Who wrote it: a member's name gets the 会员 tag. */
  authorType: string | null | undefined;
}

/**
 * An author in the back office: the name, then a 会员 tag for a member. A tag, not a
 * "（会员）" suffix: names may end in brackets of their own (晋能贸易（演示会员）).
 */
export function AuthorName({ name, authorType }: AuthorNameProps) {
  return (
    <>
      {name || '—'}
      {authorType === 'member' ? (
        <>
          {' '}
          <TextTag color="blue">会员</TextTag>
        </>
      ) : null}
    </>
  );
}
