import { execFile } from 'node:child_process';

// pdf.js loads its worker with a dynamic import(), which Jest's CommonJS runtime cannot run: the text is extracted
// by pdf-parse in a plain Node process instead.
const EXTRACT = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const result = await new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) }).getText();
process.stdout.write(result.text);
`;

/** The text of a PDF as pdf-parse (pdf.js) reads it, whitespace collapsed to single spaces. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', EXTRACT], { maxBuffer: 10 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout.replace(/\s+/g, ' ')),
    );
    child.stdin!.end(pdf);
  });
}
