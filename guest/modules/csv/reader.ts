// csv.reader: _csv.c's parser state machine, character by character, over any iterable of
// strings (a StringIO, a list of lines, str.splitlines()), with its errors and line_num.

import { PyFloat, PyIterator, PyList, PyType, T, defineProperties, iter, parseFloatLiteral, raise, typeName, STOP } from "../../values/index.js";
import { CsvError, type Dialect, QUOTE_NONE, QUOTE_NONNUMERIC, dialectObject } from "./dialect.js";

export const ReaderType = new PyType("reader", [T.object], "_csv");

const enum S {
  StartRecord, StartField, EscapedChar, InField, InQuotedField, EscapeInQuotedField, QuoteInQuotedField, EatCrnl, AfterEscapedCrnl,
}

const EOL = null;
export const FIELD_LIMIT = 131072;

export class CsvReader extends PyIterator {
  private readonly input: PyIterator;
  private state = S.StartRecord;
  private field: string[] = [];
  private fields: unknown[] = [];
  private numeric = false;
  lineNum = 0;

  constructor(source: unknown, readonly dialect: Dialect) {
    super(ReaderType);
    this.input = iter(source);
  }

  next(): unknown {
    this.fields = [];
    this.state = S.StartRecord;
    this.field = [];
    do {
      const line = this.input.next();
      if (line === STOP) {
        // process() moved the state on since the reset above.
        if (this.field.length !== 0 || (this.state as S) === S.InQuotedField) {
          if (this.dialect.strict) raise(CsvError, "unexpected end of data");
          this.saveField();
          break;
        }
        return STOP;
      }
      if (typeof line !== "string") {
        raise(CsvError, `iterator should return strings, not ${typeName(line)} (the file should be opened in text mode)`);
      }
      this.lineNum++;
      for (const c of line as string) {
        if (c === "\0") raise(CsvError, "line contains NUL");
        this.process(c);
      }
      this.process(EOL);
    } while (this.state !== S.StartRecord);
    const row = this.fields;
    this.fields = [];
    return new PyList(row);
  }

  private addChar(c: string): void {
    if (this.field.length >= FIELD_LIMIT) raise(CsvError, `field larger than field limit (${FIELD_LIMIT})`);
    this.field.push(c);
  }

  private saveField(): void {
    const text = this.field.join("");
    this.field = [];
    if (this.numeric) {
      this.numeric = false;
      this.fields.push(new PyFloat(parseFloatLiteral(text)));
    } else {
      this.fields.push(text);
    }
  }

  private endOfLine(c: string | null): void {
    this.saveField();
    this.state = c === EOL ? S.StartRecord : S.EatCrnl;
  }

  private process(c: string | null): void {
    const d = this.dialect;
    const newline = c === "\n" || c === "\r";
    switch (this.state) {
      case S.StartRecord:
        if (c === EOL) return;
        if (newline) {
          this.state = S.EatCrnl;
          return;
        }
        this.state = S.StartField;
      // falls through
      case S.StartField:
        if (newline || c === EOL) this.endOfLine(c);
        else if (c === d.quotechar && d.quoting !== QUOTE_NONE) this.state = S.InQuotedField;
        else if (c === d.escapechar) this.state = S.EscapedChar;
        else if (c === " " && d.skipinitialspace) {
          // spaces at the start of a field are dropped
        } else if (c === d.delimiter) this.saveField();
        else {
          if (d.quoting === QUOTE_NONNUMERIC) this.numeric = true;
          this.addChar(c);
          this.state = S.InField;
        }
        return;
      case S.EscapedChar:
        if (newline) {
          this.addChar(c!);
          this.state = S.AfterEscapedCrnl;
          return;
        }
        this.addChar(c === EOL ? "\n" : c);
        this.state = S.InField;
        return;
      case S.AfterEscapedCrnl:
        if (c === EOL) return;
      // falls through
      case S.InField:
        if (newline || c === EOL) this.endOfLine(c);
        else if (c === d.escapechar) this.state = S.EscapedChar;
        else if (c === d.delimiter) {
          this.saveField();
          this.state = S.StartField;
        } else this.addChar(c);
        return;
      case S.InQuotedField:
        if (c === EOL) {
          // a line break inside quotes: the next line continues the field
        } else if (c === d.escapechar) this.state = S.EscapeInQuotedField;
        else if (c === d.quotechar && d.quoting !== QUOTE_NONE) this.state = d.doublequote ? S.QuoteInQuotedField : S.InField;
        else this.addChar(c!);
        return;
      case S.EscapeInQuotedField:
        this.addChar(c === EOL ? "\n" : c);
        this.state = S.InQuotedField;
        return;
      case S.QuoteInQuotedField:
        if (d.quoting !== QUOTE_NONE && c === d.quotechar) {
          this.addChar(c!);
          this.state = S.InQuotedField;
        } else if (c === d.delimiter) {
          this.saveField();
          this.state = S.StartField;
        } else if (newline || c === EOL) this.endOfLine(c);
        else if (!d.strict) {
          this.addChar(c);
          this.state = S.InField;
        } else raise(CsvError, `'${d.delimiter}' expected after '${d.quotechar}'`);
        return;
      case S.EatCrnl:
        if (newline) {
          // the rest of a \r\n pair
        } else if (c === EOL) this.state = S.StartRecord;
        else raise(CsvError, "new-line character seen in unquoted field - do you need to open the file in universal-newline mode?");
        return;
    }
  }
}

defineProperties(ReaderType, {
  line_num: (r: CsvReader) => r.lineNum,
  dialect: (r: CsvReader) => dialectObject(r.dialect),
});

