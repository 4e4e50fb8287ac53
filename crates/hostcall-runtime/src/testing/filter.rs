//! `--filter`: which tests run, by name, as Deno decides it.

/// A test name filter: a substring, or with slashes around it (`/^a.*b$/`) a regular
/// expression (the `regex` crate's syntax, Deno's). A regular expression that does not
/// compile matches nothing, as in Deno.
#[derive(Clone, Debug, Default)]
pub struct TestFilter {
    substring: Option<String>,
    regex: Option<regex::Regex>,
}

impl TestFilter {
    /// The filter `--filter PATTERN` asks for (`None`: every test).
    pub fn from_flag(flag: Option<&str>) -> TestFilter {
        match flag {
            None => TestFilter::default(),
            Some(f) if f.starts_with('/') && f.ends_with('/') => {
                let source = f.trim_start_matches('/').trim_end_matches('/');
                // Deno's fallback for a pattern that does not compile: `$^`, which matches
                // nothing (it always compiles).
                let regex = regex::Regex::new(source).or_else(|_| regex::Regex::new("$^"));
                TestFilter {
                    substring: None,
                    regex: regex.ok(),
                }
            }
            Some(f) => TestFilter {
                substring: Some(f.to_string()),
                regex: None,
            },
        }
    }

    /// Whether the test named `name` runs.
    pub fn includes(&self, name: &str) -> bool {
        if let Some(s) = &self.substring {
            if !name.contains(s.as_str()) {
                return false;
            }
        }
        if let Some(r) = &self.regex {
            if !r.is_match(name) {
                return false;
            }
        }
        true
    }

    /// Whether a filter was given (a file with no test left then prints no plan line).
    pub fn is_active(&self) -> bool {
        self.substring.is_some() || self.regex.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::TestFilter;

    #[test]
    fn substring_and_regex() {
        let all = TestFilter::from_flag(None);
        assert!(all.includes("x") && !all.is_active());
        let sub = TestFilter::from_flag(Some("add"));
        assert!(sub.includes("adds two") && !sub.includes("subtracts"));
        let re = TestFilter::from_flag(Some("/^a.d/"));
        assert!(re.includes("adds") && !re.includes("the adds"));
        let bad = TestFilter::from_flag(Some("/(/"));
        assert!(!bad.includes("(") && bad.is_active());
    }
}
