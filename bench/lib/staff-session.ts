/** Signs a bench's admin in on the site at `url`, and answers the session cookie to send with each request. */
export async function signIn(url: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`Connexion du banc d'essai refusée : ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

const WARM_UP = 3;

/** One signed-in GET of `path`, as a browser makes it: answers its time in ms and the body's size; it must answer 200. */
async function timePage(url: string, path: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    headers: { cookie, "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0" },
    redirect: "manual",
  }).catch((error: Error) => {
    throw new Error(
      `${path} : ${error.message} (${String(error.cause)}) après ${(performance.now() - started).toFixed(0)} ms`,
    );
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} : ${response.status}`);
  return { ms, bytes: body.length };
}

/** Times `runs` GETs of `path` (after three not counted). Answers the timings in run order and the last body's size. */
export async function timeStaffPage(url: string, path: string, cookie: string, runs: number) {
  const timings: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs + WARM_UP; run++) {
    const page = await timePage(url, path, cookie);
    if (run >= WARM_UP) timings.push(page.ms);
    bytes = page.bytes;
  }
  return { timings, bytes };
}

/** Times one GET of each path, none asked before: what each costs the first time. */
export async function timeFirstViews(url: string, paths: readonly string[], cookie: string) {
  const timings: number[] = [];
  for (const path of paths) timings.push((await timePage(url, path, cookie)).ms);
  return timings;
}
