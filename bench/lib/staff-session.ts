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

/**
 * Times `runs` signed-in GETs of `path` (after three not counted), as a browser gets it: each must answer 200.
 * Answers the timings in run order and the size of the last body.
 */
export async function timeStaffPage(url: string, path: string, cookie: string, runs: number) {
  const timings: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs + WARM_UP; run++) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, {
      headers: { cookie, "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0" },
      redirect: "manual",
    });
    const body = await response.text();
    if (run >= WARM_UP) timings.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${path} : ${response.status}`);
    bytes = body.length;
  }
  return { timings, bytes };
}
