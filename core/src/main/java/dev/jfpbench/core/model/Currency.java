package dev.jfpbench.core.model;

import java.io.Serializable;
import java.util.Map;
import java.util.Objects;

/**
 * An exchange-rate document (the shape of exchangerate-api's "latest USD" answer), rates as {@code double}.
 * Public fields, as in Jackson's own benchmarks. {@link #equals} compares rates with {@link Double#equals},
 * that is bit for bit.
 */
public class Currency implements Serializable {
    private static final long serialVersionUID = 1L;

    public String base;
    public String date;
    public String provider;
    public String terms;
    public int time_last_updated;
    public Map<String, Double> rates;

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Currency)) return false;
        Currency c = (Currency) o;
        return time_last_updated == c.time_last_updated && Objects.equals(base, c.base) && Objects.equals(date, c.date)
                && Objects.equals(provider, c.provider) && Objects.equals(terms, c.terms) && Objects.equals(rates, c.rates);
    }

    @Override
    public int hashCode() {
        return Objects.hash(base, date, provider, terms, time_last_updated, rates);
    }

    @Override
    public String toString() {
        return "Currency{base=" + base + ", date=" + date + ", rates=" + (rates == null ? "null" : rates.size() + " entries") + '}';
    }
}
