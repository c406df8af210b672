/** A multipart/form-data body: the text fields first, then the file in field "file" (as the web app sends it). */
export function multipartBody(fields: Record<string, string>, filename: string, content: Buffer | string) {
  const boundary = `----teste${Math.random().toString(16).slice(2)}`
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
  const payload = Buffer.concat([
    Buffer.from(parts.join('') + fileHead),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` }
}
