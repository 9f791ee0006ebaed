import { auth, iso, line, operate, userIdArg } from './context'
import { command } from './command'

/** Accounts: list them, freeze and unfreeze one. */
export const userCommands = {
  'users:list': command({
    usage: 'users:list [limit] [offset]',
    summary: 'List users (id, account, nickname, state, created)',
    optional: ['limit', 'offset'],
    run: ({ args: [limit = '100', offset = '0'] }, ctx) => {
      for (const u of auth(ctx).listUsers(Number(limit), Number(offset))) {
        ctx.out(
          line([
            u.id,
            u.username,
            u.nick_name,
            u.frozen ? 'frozen' : 'active',
            u.invite_code,
            iso(u.created_at),
          ]),
        )
      }
    },
  }),
  'user:freeze': command({
    audited: true,
    usage: 'user:freeze <user-id|account>',
    summary:
      'Freeze an account: everything available is frozen, positions locked (it may still sign in)',
    args: ['user-id|account'],
    run: async ({ args: [who] }, ctx) => {
      const userId = userIdArg(ctx, who)
      await operate(ctx, 'user.freeze', { userId }, 'account_actions')
    },
  }),
  'user:unfreeze': command({
    audited: true,
    usage: 'user:unfreeze <user-id|account>',
    summary: 'Unfreeze an account: what the freeze held is returned, positions unlocked',
    args: ['user-id|account'],
    run: async ({ args: [who] }, ctx) => {
      const userId = userIdArg(ctx, who)
      await operate(ctx, 'user.unfreeze', { userId }, 'account_actions')
    },
  }),
}
