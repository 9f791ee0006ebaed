import { z } from 'zod'

// The server's Content-Security-Policy forbids eval. Zod would otherwise probe for it with
// `new Function` on its first parse, which the browser reports as a violation even though zod
// catches the error and parses without it. Every schema of the site takes `z` from here, so the
// setting comes with zod into the lazy form chunks instead of the entry chunk.
z.config({ jitless: true })

export { z }
