package dev.jfpbench.libs.qson;

import java.util.List;
import java.util.Map;

/**
 * The thinnest adapter QSON needs: it maps bean properties (getters and setters) only, not the model's public
 * fields, so it gets these beans, one per model class, same names, same types, except that QSON has no
 * primitive arrays: the embedding is a {@code List<Float>}. Made from the model and turned back into it by
 * Jackson's {@code convertValue} (setup and verification only; floats stay floats).
 */
public final class QsonBeans {
    private QsonBeans() {
    }

    public static class Currency {
        private String base;
        private String date;
        private String provider;
        private String terms;
        private int time_last_updated;
        private Map<String, Double> rates;

        public String getBase() {
            return base;
        }

        public void setBase(String base) {
            this.base = base;
        }

        public String getDate() {
            return date;
        }

        public void setDate(String date) {
            this.date = date;
        }

        public String getProvider() {
            return provider;
        }

        public void setProvider(String provider) {
            this.provider = provider;
        }

        public String getTerms() {
            return terms;
        }

        public void setTerms(String terms) {
            this.terms = terms;
        }

        public int getTime_last_updated() {
            return time_last_updated;
        }

        public void setTime_last_updated(int time_last_updated) {
            this.time_last_updated = time_last_updated;
        }

        public Map<String, Double> getRates() {
            return rates;
        }

        public void setRates(Map<String, Double> rates) {
            this.rates = rates;
        }
    }

    public static class MediaItem {
        private MediaContent content;
        private List<Image> images;

        public MediaContent getContent() {
            return content;
        }

        public void setContent(MediaContent content) {
            this.content = content;
        }

        public List<Image> getImages() {
            return images;
        }

        public void setImages(List<Image> images) {
            this.images = images;
        }
    }

    public static class MediaContent {
        private String uri;
        private String title;
        private int width;
        private int height;
        private String format;
        private long duration;
        private long size;
        private int bitrate;
        private List<String> persons;
        private dev.jfpbench.core.model.MediaContent.Player player;
        private String copyright;

        public String getUri() {
            return uri;
        }

        public void setUri(String uri) {
            this.uri = uri;
        }

        public String getTitle() {
            return title;
        }

        public void setTitle(String title) {
            this.title = title;
        }

        public int getWidth() {
            return width;
        }

        public void setWidth(int width) {
            this.width = width;
        }

        public int getHeight() {
            return height;
        }

        public void setHeight(int height) {
            this.height = height;
        }

        public String getFormat() {
            return format;
        }

        public void setFormat(String format) {
            this.format = format;
        }

        public long getDuration() {
            return duration;
        }

        public void setDuration(long duration) {
            this.duration = duration;
        }

        public long getSize() {
            return size;
        }

        public void setSize(long size) {
            this.size = size;
        }

        public int getBitrate() {
            return bitrate;
        }

        public void setBitrate(int bitrate) {
            this.bitrate = bitrate;
        }

        public List<String> getPersons() {
            return persons;
        }

        public void setPersons(List<String> persons) {
            this.persons = persons;
        }

        public dev.jfpbench.core.model.MediaContent.Player getPlayer() {
            return player;
        }

        public void setPlayer(dev.jfpbench.core.model.MediaContent.Player player) {
            this.player = player;
        }

        public String getCopyright() {
            return copyright;
        }

        public void setCopyright(String copyright) {
            this.copyright = copyright;
        }
    }

    public static class Image {
        private String uri;
        private String title;
        private int width;
        private int height;
        private dev.jfpbench.core.model.Image.Size size;

        public String getUri() {
            return uri;
        }

        public void setUri(String uri) {
            this.uri = uri;
        }

        public String getTitle() {
            return title;
        }

        public void setTitle(String title) {
            this.title = title;
        }

        public int getWidth() {
            return width;
        }

        public void setWidth(int width) {
            this.width = width;
        }

        public int getHeight() {
            return height;
        }

        public void setHeight(int height) {
            this.height = height;
        }

        public dev.jfpbench.core.model.Image.Size getSize() {
            return size;
        }

        public void setSize(dev.jfpbench.core.model.Image.Size size) {
            this.size = size;
        }
    }

    public static class Table {
        private String name;
        private List<TableRow> rows;

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public List<TableRow> getRows() {
            return rows;
        }

        public void setRows(List<TableRow> rows) {
            this.rows = rows;
        }
    }

    public static class TableRow {
        private int id;
        private String username;
        private String email;
        private String name;
        private int age;
        private long balance;
        private boolean active;
        private String created;
        private String country;

        public int getId() {
            return id;
        }

        public void setId(int id) {
            this.id = id;
        }

        public String getUsername() {
            return username;
        }

        public void setUsername(String username) {
            this.username = username;
        }

        public String getEmail() {
            return email;
        }

        public void setEmail(String email) {
            this.email = email;
        }

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public int getAge() {
            return age;
        }

        public void setAge(int age) {
            this.age = age;
        }

        public long getBalance() {
            return balance;
        }

        public void setBalance(long balance) {
            this.balance = balance;
        }

        public boolean isActive() {
            return active;
        }

        public void setActive(boolean active) {
            this.active = active;
        }

        public String getCreated() {
            return created;
        }

        public void setCreated(String created) {
            this.created = created;
        }

        public String getCountry() {
            return country;
        }

        public void setCountry(String country) {
            this.country = country;
        }
    }

    public static class VectorDocs {
        private List<Row> data;

        public List<Row> getData() {
            return data;
        }

        public void setData(List<Row> data) {
            this.data = data;
        }
    }

    public static class Row {
        private String _id;
        private String text;
        private List<Float> emb;

        public String get_id() {
            return _id;
        }

        public void set_id(String _id) {
            this._id = _id;
        }

        public String getText() {
            return text;
        }

        public void setText(String text) {
            this.text = text;
        }

        public List<Float> getEmb() {
            return emb;
        }

        public void setEmb(List<Float> emb) {
            this.emb = emb;
        }
    }
}
