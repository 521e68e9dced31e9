package dev.jfpbench.formats;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.Image;
import dev.jfpbench.core.model.MediaContent;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.TableRow;
import dev.jfpbench.core.model.VectorDocs;
import org.apache.thrift.TConfiguration;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TMap;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.apache.thrift.transport.TMemoryInputTransport;
import org.apache.thrift.transport.TTransport;
import org.apache.thrift.transport.TTransportException;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Apache Thrift's compact protocol ({@code TCompactProtocol}), the structs mapped by hand (there is no Thrift compiler
 * here), as generated code would write them: one {@code writeFieldBegin} per non-null field, ids from 1 in
 * declaration order, {@code STOP} at the end, unknown fields skipped on reading. The IDL it implements:
 * <pre>
 * struct Currency     { 1: string base, 2: string date, 3: string provider, 4: string terms, 5: i32 time_last_updated,
 *                       6: map&lt;string, double&gt; rates }
 * struct MediaItem    { 1: MediaContent content, 2: list&lt;Image&gt; images }
 * struct MediaContent { 1: string uri, 2: string title, 3: i32 width, 4: i32 height, 5: string format, 6: i64 duration,
 *                       7: i64 size, 8: i32 bitrate, 9: list&lt;string&gt; persons, 10: Player player, 11: string copyright }
 * struct Image        { 1: string uri, 2: string title, 3: i32 width, 4: i32 height, 5: Size size }
 * struct Table        { 1: string name, 2: list&lt;TableRow&gt; rows }
 * struct TableRow     { 1: i32 id, 2: string username, 3: string email, 4: string name, 5: i32 age, 6: i64 balance,
 *                       7: bool active, 8: string created, 9: string country }
 * struct VectorDocs   { 1: list&lt;Row&gt; data }
 * struct Row          { 1: string _id, 2: string text, 3: list&lt;double&gt; emb }
 * </pre>
 * Enums are i32 (the constant's ordinal), strings UTF-8 after a varint length, ints zigzag varints. Thrift has no
 * 32-bit float: <b>each float is stored as a double</b> ({@code writeDouble} of the float widened, 8 bytes), which is
 * exact, so it reads back ({@code (float) readDouble()}) bit for bit the same float; any NaN comes back as the
 * canonical NaN. Expect the vectors twice the bytes of Avro, Protobuf and Kryo, and the small documents near Kryo
 * (no field names on the wire, one byte a field header). Each codec reuses its protocol, its input transport and
 * its output buffer (not thread-safe, like Kryo's).
 */
public final class ThriftManualFormat implements Format {
    public static final ThriftManualFormat INSTANCE = new ThriftManualFormat();

    private static final Map<Class<?>, Mapping<?>> MAPPINGS = Map.of(
            Currency.class, new Mapping<>(ThriftManualFormat::writeCurrency, ThriftManualFormat::readCurrency),
            MediaItem.class, new Mapping<>(ThriftManualFormat::writeMediaItem, ThriftManualFormat::readMediaItem),
            Table.class, new Mapping<>(ThriftManualFormat::writeTable, ThriftManualFormat::readTable),
            VectorDocs.class, new Mapping<>(ThriftManualFormat::writeVectorDocs, ThriftManualFormat::readVectorDocs));

    private ThriftManualFormat() {
    }

    @Override
    public String name() {
        return "Thrift (hand-mapped)";
    }

    /** Thrift has no floating-point settings: {@code fp} is ignored. */
    @Override
    public <T> Codec<T> codec(Class<T> type, FpConfig fp) {
        @SuppressWarnings("unchecked")
        Mapping<T> mapping = (Mapping<T>) MAPPINGS.get(type);
        if (mapping == null) {
            throw new IllegalArgumentException("no Thrift mapping for " + type.getName() + ": add one to ThriftManualFormat");
        }
        return new ThriftCodec<>(mapping);
    }

    // ---- the codec ----

    @FunctionalInterface
    interface StructWriter<T> {
        void write(TProtocol p, T value) throws TException;
    }

    @FunctionalInterface
    interface StructReader<T> {
        T read(TProtocol p) throws TException;
    }

    record Mapping<T>(StructWriter<T> writer, StructReader<T> reader) {
    }

    private static final class ThriftCodec<T> implements Codec<T> {
        private final Mapping<T> mapping;
        private final TMemoryInputTransport input;
        private final TProtocol reader;
        private final OutputBuffer output = new OutputBuffer();
        private final TProtocol writer = new TCompactProtocol(output);

        ThriftCodec(Mapping<T> mapping) {
            this.mapping = mapping;
            try {
                this.input = new TMemoryInputTransport();
            } catch (TTransportException e) {
                throw new IllegalStateException(e);
            }
            this.reader = new TCompactProtocol(input);
        }

        @Override
        public T read(byte[] bytes) throws IOException {
            return read(bytes, 0, bytes.length);
        }

        @Override
        public T read(byte[] bytes, int offset, int length) throws IOException {
            input.reset(bytes, offset, length);
            reader.reset();
            try {
                return mapping.reader().read(reader);
            } catch (TException e) {
                throw new IOException("Thrift: " + e.getMessage(), e);
            }
        }

        @Override
        public void write(T value, OutputStream out) throws IOException {
            output.size = 0;
            writer.reset();
            try {
                mapping.writer().write(writer, value);
            } catch (TException e) {
                throw new IOException("Thrift: " + e.getMessage(), e);
            }
            out.write(output.bytes, 0, output.size);
            out.flush();
        }
    }

    /** A growing byte array the writing protocol writes to, emptied before each write. */
    private static final class OutputBuffer extends TTransport {
        private final TConfiguration configuration = new TConfiguration();
        byte[] bytes = new byte[8192];
        int size;

        @Override
        public void write(byte[] buf, int off, int len) {
            if (size + len > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + len));
            }
            System.arraycopy(buf, off, bytes, size, len);
            size += len;
        }

        @Override
        public int read(byte[] buf, int off, int len) throws TTransportException {
            throw new TTransportException(TTransportException.UNKNOWN, "write-only buffer");
        }

        @Override
        public boolean isOpen() {
            return true;
        }

        @Override
        public void open() {
        }

        @Override
        public void close() {
        }

        @Override
        public TConfiguration getConfiguration() {
            return configuration;
        }

        @Override
        public void updateKnownMessageSize(long size) {
        }

        @Override
        public void checkReadBytesAvailable(long numBytes) {
        }
    }

    // ---- Currency ----

    private static final TStruct CURRENCY = new TStruct("Currency");
    private static final TField CURRENCY_BASE = new TField("base", TType.STRING, (short) 1);
    private static final TField CURRENCY_DATE = new TField("date", TType.STRING, (short) 2);
    private static final TField CURRENCY_PROVIDER = new TField("provider", TType.STRING, (short) 3);
    private static final TField CURRENCY_TERMS = new TField("terms", TType.STRING, (short) 4);
    private static final TField CURRENCY_TIME = new TField("time_last_updated", TType.I32, (short) 5);
    private static final TField CURRENCY_RATES = new TField("rates", TType.MAP, (short) 6);

    static void writeCurrency(TProtocol p, Currency c) throws TException {
        p.writeStructBegin(CURRENCY);
        writeString(p, CURRENCY_BASE, c.base);
        writeString(p, CURRENCY_DATE, c.date);
        writeString(p, CURRENCY_PROVIDER, c.provider);
        writeString(p, CURRENCY_TERMS, c.terms);
        p.writeFieldBegin(CURRENCY_TIME);
        p.writeI32(c.time_last_updated);
        p.writeFieldEnd();
        if (c.rates != null) {
            p.writeFieldBegin(CURRENCY_RATES);
            p.writeMapBegin(new TMap(TType.STRING, TType.DOUBLE, c.rates.size()));
            for (Map.Entry<String, Double> e : c.rates.entrySet()) {
                p.writeString(e.getKey());
                p.writeDouble(e.getValue());
            }
            p.writeMapEnd();
            p.writeFieldEnd();
        }
        p.writeFieldStop();
        p.writeStructEnd();
    }

    static Currency readCurrency(TProtocol p) throws TException {
        Currency c = new Currency();
        p.readStructBegin();
        for (TField f = p.readFieldBegin(); f.type != TType.STOP; f = p.readFieldBegin()) {
            switch (f.id) {
                case 1 -> c.base = is(p, f, TType.STRING) ? p.readString() : c.base;
                case 2 -> c.date = is(p, f, TType.STRING) ? p.readString() : c.date;
                case 3 -> c.provider = is(p, f, TType.STRING) ? p.readString() : c.provider;
                case 4 -> c.terms = is(p, f, TType.STRING) ? p.readString() : c.terms;
                case 5 -> c.time_last_updated = is(p, f, TType.I32) ? p.readI32() : c.time_last_updated;
                case 6 -> c.rates = is(p, f, TType.MAP) ? readRates(p) : c.rates;
                default -> TProtocolUtil.skip(p, f.type);
            }
            p.readFieldEnd();
        }
        p.readStructEnd();
        return c;
    }

    private static Map<String, Double> readRates(TProtocol p) throws TException {
        TMap m = p.readMapBegin();
        if (m.size > 0 && (m.keyType != TType.STRING || m.valueType != TType.DOUBLE)) {
            throw new TProtocolException(TProtocolException.INVALID_DATA, "rates: expected map<string, double>");
        }
        Map<String, Double> rates = new LinkedHashMap<>(capacity(m.size));
        for (int i = 0; i < m.size; i++) {
            rates.put(p.readString(), p.readDouble());
        }
        p.readMapEnd();
        return rates;
    }

    // ---- MediaItem ----

    private static final TStruct MEDIA_ITEM = new TStruct("MediaItem");
    private static final TField MEDIA_ITEM_CONTENT = new TField("content", TType.STRUCT, (short) 1);
    private static final TField MEDIA_ITEM_IMAGES = new TField("images", TType.LIST, (short) 2);

    static void writeMediaItem(TProtocol p, MediaItem m) throws TException {
        p.writeStructBegin(MEDIA_ITEM);
        if (m.content != null) {
            p.writeFieldBegin(MEDIA_ITEM_CONTENT);
            writeMediaContent(p, m.content);
            p.writeFieldEnd();
        }
        if (m.images != null) {
            p.writeFieldBegin(MEDIA_ITEM_IMAGES);
            p.writeListBegin(new TList(TType.STRUCT, m.images.size()));
            for (Image image : m.images) {
                writeImage(p, image);
            }
            p.writeListEnd();
            p.writeFieldEnd();
        }
        p.writeFieldStop();
        p.writeStructEnd();
    }

    static MediaItem readMediaItem(TProtocol p) throws TException {
        MediaItem m = new MediaItem();
        p.readStructBegin();
        for (TField f = p.readFieldBegin(); f.type != TType.STOP; f = p.readFieldBegin()) {
            switch (f.id) {
                case 1 -> m.content = is(p, f, TType.STRUCT) ? readMediaContent(p) : m.content;
                case 2 -> {
                    if (is(p, f, TType.LIST)) {
                        int n = listBegin(p, TType.STRUCT, "images");
                        List<Image> images = new ArrayList<>(n);
                        for (int i = 0; i < n; i++) {
                            images.add(readImage(p));
                        }
                        p.readListEnd();
                        m.images = images;
                    }
                }
                default -> TProtocolUtil.skip(p, f.type);
            }
            p.readFieldEnd();
        }
        p.readStructEnd();
        return m;
    }

    private static final TStruct MEDIA_CONTENT = new TStruct("MediaContent");
    private static final TField CONTENT_URI = new TField("uri", TType.STRING, (short) 1);
    private static final TField CONTENT_TITLE = new TField("title", TType.STRING, (short) 2);
    private static final TField CONTENT_WIDTH = new TField("width", TType.I32, (short) 3);
    private static final TField CONTENT_HEIGHT = new TField("height", TType.I32, (short) 4);
    private static final TField CONTENT_FORMAT = new TField("format", TType.STRING, (short) 5);
    private static final TField CONTENT_DURATION = new TField("duration", TType.I64, (short) 6);
    private static final TField CONTENT_SIZE = new TField("size", TType.I64, (short) 7);
    private static final TField CONTENT_BITRATE = new TField("bitrate", TType.I32, (short) 8);
    private static final TField CONTENT_PERSONS = new TField("persons", TType.LIST, (short) 9);
    private static final TField CONTENT_PLAYER = new TField("player", TType.I32, (short) 10);
    private static final TField CONTENT_COPYRIGHT = new TField("copyright", TType.STRING, (short) 11);
    private static final MediaContent.Player[] PLAYERS = MediaContent.Player.values();

    private static void writeMediaContent(TProtocol p, MediaContent c) throws TException {
        p.writeStructBegin(MEDIA_CONTENT);
        writeString(p, CONTENT_URI, c.uri);
        writeString(p, CONTENT_TITLE, c.title);
        writeI32(p, CONTENT_WIDTH, c.width);
        writeI32(p, CONTENT_HEIGHT, c.height);
        writeString(p, CONTENT_FORMAT, c.format);
        writeI64(p, CONTENT_DURATION, c.duration);
        writeI64(p, CONTENT_SIZE, c.size);
        writeI32(p, CONTENT_BITRATE, c.bitrate);
        if (c.persons != null) {
            p.writeFieldBegin(CONTENT_PERSONS);
            p.writeListBegin(new TList(TType.STRING, c.persons.size()));
            for (String person : c.persons) {
                p.writeString(person);
            }
            p.writeListEnd();
            p.writeFieldEnd();
        }
        if (c.player != null) {
            writeI32(p, CONTENT_PLAYER, c.player.ordinal());
        }
        writeString(p, CONTENT_COPYRIGHT, c.copyright);
        p.writeFieldStop();
        p.writeStructEnd();
    }

    private static MediaContent readMediaContent(TProtocol p) throws TException {
        MediaContent c = new MediaContent();
        p.readStructBegin();
        for (TField f = p.readFieldBegin(); f.type != TType.STOP; f = p.readFieldBegin()) {
            switch (f.id) {
                case 1 -> c.uri = is(p, f, TType.STRING) ? p.readString() : c.uri;
                case 2 -> c.title = is(p, f, TType.STRING) ? p.readString() : c.title;
                case 3 -> c.width = is(p, f, TType.I32) ? p.readI32() : c.width;
                case 4 -> c.height = is(p, f, TType.I32) ? p.readI32() : c.height;
                case 5 -> c.format = is(p, f, TType.STRING) ? p.readString() : c.format;
                case 6 -> c.duration = is(p, f, TType.I64) ? p.readI64() : c.duration;
                case 7 -> c.size = is(p, f, TType.I64) ? p.readI64() : c.size;
                case 8 -> c.bitrate = is(p, f, TType.I32) ? p.readI32() : c.bitrate;
                case 9 -> {
                    if (is(p, f, TType.LIST)) {
                        int n = listBegin(p, TType.STRING, "persons");
                        List<String> persons = new ArrayList<>(n);
                        for (int i = 0; i < n; i++) {
                            persons.add(p.readString());
                        }
                        p.readListEnd();
                        c.persons = persons;
                    }
                }
                case 10 -> c.player = is(p, f, TType.I32) ? constant(PLAYERS, p.readI32(), "player") : c.player;
                case 11 -> c.copyright = is(p, f, TType.STRING) ? p.readString() : c.copyright;
                default -> TProtocolUtil.skip(p, f.type);
            }
            p.readFieldEnd();
        }
        p.readStructEnd();
        return c;
    }

    private static final TStruct IMAGE = new TStruct("Image");
    private static final TField IMAGE_URI = new TField("uri", TType.STRING, (short) 1);
    private static final TField IMAGE_TITLE = new TField("title", TType.STRING, (short) 2);
    private static final TField IMAGE_WIDTH = new TField("width", TType.I32, (short) 3);
    private static final TField IMAGE_HEIGHT = new TField("height", TType.I32, (short) 4);
    private static final TField IMAGE_SIZE = new TField("size", TType.I32, (short) 5);
    private static final Image.Size[] SIZES = Image.Size.values();

    private static void writeImage(TProtocol p, Image image) throws TException {
        p.writeStructBegin(IMAGE);
        writeString(p, IMAGE_URI, image.uri);
        writeString(p, IMAGE_TITLE, image.title);
        writeI32(p, IMAGE_WIDTH, image.width);
        writeI32(p, IMAGE_HEIGHT, image.height);
        if (image.size != null) {
            writeI32(p, IMAGE_SIZE, image.size.ordinal());
        }
        p.writeFieldStop();
        p.writeStructEnd();
    }

    private static Image readImage(TProtocol p) throws TException {
        Image image = new Image();
        p.readStructBegin();
        for (TField f = p.readFieldBegin(); f.type != TType.STOP; f = p.readFieldBegin()) {
            switch (f.id) {
                case 1 -> image.uri = is(p, f, TType.STRING) ? p.readString() : image.uri;
                case 2 -> image.title = is(p, f, TType.STRING) ? p.readString() : image.title;
                case 3 -> image.width = is(p, f, TType.I32) ? p.readI32() : image.width;
                case 4 -> image.height = is(p, f, TType.I32) ? p.readI32() : image.height;
                case 5 -> image.size = is(p, f, TType.I32) ? constant(SIZES, p.readI32(), "size") : image.size;
                default -> TProtocolUtil.skip(p, f.type);
            }
            p.readFieldEnd();
        }
        p.readStructEnd();
        return image;
    }

    // ---- Table ----

    private static final TStruct TABLE = new TStruct("Table");
    private static final TField TABLE_NAME = new TField("name", TType.STRING, (short) 1);
    private static final TField TABLE_ROWS = new TField("rows", TType.LIST, (short) 2);

    static void writeTable(TProtocol p, Table t) throws TException {
        p.writeStructBegin(TABLE);
        writeString(p, TABLE_NAME, t.name);
        if (t.rows != null) {
            p.writeFieldBegin(TABLE_ROWS);
            p.writeListBegin(new TList(TType.STRUCT, t.rows.size()));
            for (TableRow row : t.rows) {
                writeTableRow(p, row);
            }
            p.writeListEnd();
            p.writeFieldEnd();
        }
        p.writeFieldStop();
        p.writeStructEnd();
    }

    static Table readTable(TProtocol p) throws TException {
        Table t = new Table();
        p.readStructBegin();
        for (TField f = p.readFieldBegin(); f.type != TType.STOP; f = p.readFieldBegin()) {
            switch (f.id) {
                case 1 -> t.name = is(p, f, TType.STRING) ? p.readString() : t.name;
                case 2 -> {
                    if (is(p, f, TType.LIST)) {
                        int n = listBegin(p, TType.STRUCT, "rows");
                        List<TableRow> rows = new ArrayList<>(n);
                        for (int i = 0; i < n; i++) {
                            rows.add(readTableRow(p));
                        }
                        p.readListEnd();
                        t.rows = rows;
                    }
                }
                default -> TProtocolUtil.skip(p, f.type);
            }
            p.readFieldEnd();
        }
        p.readStructEnd();
        return t;
    }

    private static final TStruct TABLE_ROW = new TStruct("TableRow");
    private static final TField TABLE_ROW_ID = new TField("id", TType.I32, (short) 1);
    private static final TField TABLE_ROW_USERNAME = new TField("username", TType.STRING, (short) 2);
    private static final TField TABLE_ROW_EMAIL = new TField("email", TType.STRING, (short) 3);
    private static final TField TABLE_ROW_NAME = new TField("name", TType.STRING, (short) 4);
    private static final TField TABLE_ROW_AGE = new TField("age", TType.I32, (short) 5);
    private static final TField TABLE_ROW_BALANCE = new TField("balance", TType.I64, (short) 6);
    private static final TField TABLE_ROW_ACTIVE = new TField("active", TType.BOOL, (short) 7);
    private static final TField TABLE_ROW_CREATED = new TField("created", TType.STRING, (short) 8);
    private static final TField TABLE_ROW_COUNTRY = new TField("country", TType.STRING, (short) 9);

    private static void writeTableRow(TProtocol p, TableRow r) throws TException {
        p.writeStructBegin(TABLE_ROW);
        writeI32(p, TABLE_ROW_ID, r.id);
        writeString(p, TABLE_ROW_USERNAME, r.username);
        writeString(p, TABLE_ROW_EMAIL, r.email);
        writeString(p, TABLE_ROW_NAME, r.name);
        writeI32(p, TABLE_ROW_AGE, r.age);
        writeI64(p, TABLE_ROW_BALANCE, r.balance);
        p.writeFieldBegin(TABLE_ROW_ACTIVE); // compact protocol: the value is in the field header, no extra byte
        p.writeBool(r.active);
        p.writeFieldEnd();
        writeString(p, TABLE_ROW_CREATED, r.created);
        writeString(p, TABLE_ROW_COUNTRY, r.country);
        p.writeFieldStop();
        p.writeStructEnd();
    }

    private static TableRow readTableRow(TProtocol p) throws TException {
        TableRow r = new TableRow();
        p.readStructBegin();
        for (TField f = p.readFieldBegin(); f.type != TType.STOP; f = p.readFieldBegin()) {
            switch (f.id) {
                case 1 -> r.id = is(p, f, TType.I32) ? p.readI32() : r.id;
                case 2 -> r.username = is(p, f, TType.STRING) ? p.readString() : r.username;
                case 3 -> r.email = is(p, f, TType.STRING) ? p.readString() : r.email;
                case 4 -> r.name = is(p, f, TType.STRING) ? p.readString() : r.name;
                case 5 -> r.age = is(p, f, TType.I32) ? p.readI32() : r.age;
                case 6 -> r.balance = is(p, f, TType.I64) ? p.readI64() : r.balance;
                case 7 -> r.active = is(p, f, TType.BOOL) ? p.readBool() : r.active;
                case 8 -> r.created = is(p, f, TType.STRING) ? p.readString() : r.created;
                case 9 -> r.country = is(p, f, TType.STRING) ? p.readString() : r.country;
                default -> TProtocolUtil.skip(p, f.type);
            }
            p.readFieldEnd();
        }
        p.readStructEnd();
        return r;
    }

    // ---- VectorDocs ----

    private static final TStruct VECTOR_DOCS = new TStruct("VectorDocs");
    private static final TField VECTOR_DOCS_DATA = new TField("data", TType.LIST, (short) 1);
    private static final TStruct ROW = new TStruct("Row");
    private static final TField ROW_ID = new TField("_id", TType.STRING, (short) 1);
    private static final TField ROW_TEXT = new TField("text", TType.STRING, (short) 2);
    private static final TField ROW_EMB = new TField("emb", TType.LIST, (short) 3);

    static void writeVectorDocs(TProtocol p, VectorDocs docs) throws TException {
        p.writeStructBegin(VECTOR_DOCS);
        if (docs.data != null) {
            p.writeFieldBegin(VECTOR_DOCS_DATA);
            p.writeListBegin(new TList(TType.STRUCT, docs.data.size()));
            for (VectorDocs.Row row : docs.data) {
                writeRow(p, row);
            }
            p.writeListEnd();
            p.writeFieldEnd();
        }
        p.writeFieldStop();
        p.writeStructEnd();
    }

    static VectorDocs readVectorDocs(TProtocol p) throws TException {
        VectorDocs docs = new VectorDocs();
        p.readStructBegin();
        for (TField f = p.readFieldBegin(); f.type != TType.STOP; f = p.readFieldBegin()) {
            if (f.id == 1 && is(p, f, TType.LIST)) {
                int n = listBegin(p, TType.STRUCT, "data");
                List<VectorDocs.Row> rows = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    rows.add(readRow(p));
                }
                p.readListEnd();
                docs.data = rows;
            } else if (f.id != 1) {
                TProtocolUtil.skip(p, f.type);
            }
            p.readFieldEnd();
        }
        p.readStructEnd();
        return docs;
    }

    private static void writeRow(TProtocol p, VectorDocs.Row row) throws TException {
        p.writeStructBegin(ROW);
        writeString(p, ROW_ID, row._id);
        writeString(p, ROW_TEXT, row.text);
        if (row.emb != null) {
            p.writeFieldBegin(ROW_EMB);
            p.writeListBegin(new TList(TType.DOUBLE, row.emb.length));
            for (float x : row.emb) {
                p.writeDouble(x); // widened: exact
            }
            p.writeListEnd();
            p.writeFieldEnd();
        }
        p.writeFieldStop();
        p.writeStructEnd();
    }

    private static VectorDocs.Row readRow(TProtocol p) throws TException {
        VectorDocs.Row row = new VectorDocs.Row();
        p.readStructBegin();
        for (TField f = p.readFieldBegin(); f.type != TType.STOP; f = p.readFieldBegin()) {
            switch (f.id) {
                case 1 -> row._id = is(p, f, TType.STRING) ? p.readString() : row._id;
                case 2 -> row.text = is(p, f, TType.STRING) ? p.readString() : row.text;
                case 3 -> {
                    if (is(p, f, TType.LIST)) {
                        int n = listBegin(p, TType.DOUBLE, "emb");
                        float[] emb = new float[n];
                        for (int i = 0; i < n; i++) {
                            emb[i] = (float) p.readDouble(); // a widened float: narrowing is exact
                        }
                        p.readListEnd();
                        row.emb = emb;
                    }
                }
                default -> TProtocolUtil.skip(p, f.type);
            }
            p.readFieldEnd();
        }
        p.readStructEnd();
        return row;
    }

    // ---- helpers ----

    private static void writeString(TProtocol p, TField field, String value) throws TException {
        if (value != null) {
            p.writeFieldBegin(field);
            p.writeString(value);
            p.writeFieldEnd();
        }
    }

    private static void writeI32(TProtocol p, TField field, int value) throws TException {
        p.writeFieldBegin(field);
        p.writeI32(value);
        p.writeFieldEnd();
    }

    private static void writeI64(TProtocol p, TField field, long value) throws TException {
        p.writeFieldBegin(field);
        p.writeI64(value);
        p.writeFieldEnd();
    }

    /** Whether a known field has the expected type; if not, it is skipped (as generated code does) and false. */
    private static boolean is(TProtocol p, TField f, byte type) throws TException {
        if (f.type == type) {
            return true;
        }
        TProtocolUtil.skip(p, f.type);
        return false;
    }

    /** A list's size, once its element type is checked. */
    private static int listBegin(TProtocol p, byte elementType, String field) throws TException {
        TList list = p.readListBegin();
        if (list.size > 0 && list.elemType != elementType) {
            throw new TProtocolException(TProtocolException.INVALID_DATA, field + ": expected elements of type " + elementType + ", got " + list.elemType);
        }
        return list.size;
    }

    private static <E> E constant(E[] values, int ordinal, String field) throws TProtocolException {
        if (ordinal < 0 || ordinal >= values.length) {
            throw new TProtocolException(TProtocolException.INVALID_DATA, field + ": no constant " + ordinal);
        }
        return values[ordinal];
    }

    private static int capacity(int size) {
        return size < 3 ? size + 1 : (int) (size / 0.75f) + 1;
    }
}
