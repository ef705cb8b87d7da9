/** The character set and viewport every document of the site declares first. */
export function DocumentMeta() {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
    </>
  );
}
