import { ERRORS, type ExpertProfileSaveBody } from '@coal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { expertProfiles, expertProfileTypes, expertTypes, members } from '../../db/schema/index.ts';
import { notFound, refusedWith } from '../../lib/errors.ts';
import { findMemberById, findMemberByLoginId } from '../auth/member.repository.ts';

export type ExpertProfileInput = ExpertProfileSaveBody;

/**
 * Creates (for a member named by loginId) or updates an expert profile, with its types.
 * The member is an expert (isExpert, who may answer questions) while the profile is enabled.
 */
export async function saveExpertProfile(db: Database, input: ExpertProfileInput): Promise<string> {
  const member = input.id ? await findMemberById(db, input.id) : await findMemberByLoginId(db, input.loginId ?? '');
  if (!member) throw refusedWith(ERRORS.memberMissing);
  const typeIds = [...new Set(input.expertTypeIds)];
  if (typeIds.length) {
    const found = await db.select({ id: expertTypes.id }).from(expertTypes).where(inArray(expertTypes.id, typeIds));
    if (found.length !== typeIds.length) throw refusedWith(ERRORS.expertTypeMissing);
  }
  const values = {
    name: input.name,
    photoPath: input.photoPath ?? '',
    title: input.title ?? '',
    organization: input.organization ?? '',
    introduction: input.introduction ?? '',
    sortOrder: input.sortOrder,
    enabled: input.enabled,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: expertProfiles.memberId }).from(expertProfiles).where(eq(expertProfiles.memberId, member.id)).limit(1);
    if (input.id && !existing) throw notFound('专家不存在');
    if (!input.id && existing) throw refusedWith(ERRORS.alreadyExpert);
    if (existing) await tx.update(expertProfiles).set(values).where(eq(expertProfiles.memberId, member.id));
    else await tx.insert(expertProfiles).values({ ...values, memberId: member.id });
    await tx.delete(expertProfileTypes).where(eq(expertProfileTypes.memberId, member.id));
    if (typeIds.length) await tx.insert(expertProfileTypes).values(typeIds.map((expertTypeId) => ({ memberId: member.id, expertTypeId })));
    await tx.update(members).set({ isExpert: input.enabled }).where(eq(members.id, member.id));
  });
  return member.id;
}

/** Removes the profile; the member is no longer an expert (their answers stay). */
export async function deleteExpertProfile(db: Database, memberId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(expertProfiles).where(eq(expertProfiles.memberId, memberId)).returning({ name: expertProfiles.name });
    if (!row) throw notFound('专家不存在');
    await tx.update(members).set({ isExpert: false }).where(eq(members.id, memberId));
    return row.name;
  });
}
