// Team members through the product's own path (issue 35): the owner invites over GraphQL, the
// invitation mail lands in the outbox, the invitee (a seller of their own) accepts its link.
import type { TestApp } from '../../helpers/app.ts';
import { createSeller } from '../../factories/users.ts';

export type Seller = Awaited<ReturnType<typeof createSeller>>;

/** The one-time link of the newest invitation mail to `email`. */
export async function invitationLink(app: TestApp, email: string): Promise<string> {
  const mail = await app.services.prisma.emailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: 'desc' } });
  const link = /https?:\/\/\S+\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);
  return link[0];
}

export const tokenOf = (link: string) => link.split('/invitation/')[1]!;

export async function invite(app: TestApp, owner: Seller, email: string, role: string) {
  const r = await app.graphql(
    `mutation ($u: String!, $e: String!, $r: TeamRole!) { inviteTeamMember(userId: $u, email: $e, role: $r) { __typename ... on Error { message } } }`,
    { u: owner.user.id, e: email, r: role },
    owner.token,
  );
  if (r.data?.inviteTeamMember?.__typename !== 'Team') throw new Error(`invite failed: ${JSON.stringify(r)}`);
  return invitationLink(app, email);
}

export async function accept(app: TestApp, person: Seller, link: string) {
  return app.graphql(
    `mutation ($t: String!) { acceptTeamInvitation(token: $t) { __typename ... on TeamAccount { accountId role } ... on Error { code message } } }`,
    { t: tokenOf(link) },
    person.token,
  );
}

/** A new person who joined the owner's account with `role`. */
export async function joinTeam(app: TestApp, owner: Seller, role: string): Promise<Seller> {
  const person = await createSeller(app);
  const r = await accept(app, person, await invite(app, owner, person.email, role));
  if (r.data?.acceptTeamInvitation?.__typename !== 'TeamAccount') throw new Error(`accept failed: ${JSON.stringify(r)}`);
  return person;
}
